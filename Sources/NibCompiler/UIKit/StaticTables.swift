// StaticTables.swift — a storyboard table view's static content (`dataMode="static"`).
//
// Measured on ibtool's output (Openday, SDK 9; ProgrammingEvents, SDK 7: the corpus's two static
// tables): the table view has no prototype nibs; its `<sections>` become a `UITableViewDataSource`
// {`UITableSections`: NSArray of `UITableViewSection`}, a top-level object of the view nib after
// the File's Owner and First Responder proxies, which the File's Owner (the table view
// controller) reaches through a `staticDataSource` outlet, the nib's first connection. Each
// section (UITableViewSection's `archive` lines) holds its cells as `UITableViewRow`s
// {`UITableRowCell`, `UITableRowHeight`}; the cells are archived in the view nib itself, each the
// top-level object of its own trait storage list for its subviews' storages, while the data source's
// list holds their constraints' storages.

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// Whether `node` is a table view with static content.
    func isStaticTable(_ node: Int) -> Bool {
        document[node].name == "tableView" && document.peek("dataMode", of: node) == "static"
    }

    /// The data source of each static table view among `nodes`, in order, and the data source of
    /// each static cell (whose size-class constraints storages its trait storage list holds).
    mutating func staticDataSources(in nodes: [Int]) -> (dataSources: [ObjectGraph.ID], ofCells: [Int: ObjectGraph.ID]) {
        var dataSources: [ObjectGraph.ID] = []
        var ofCells: [Int: ObjectGraph.ID] = [:]
        for table in nodes where isStaticTable(table) {
            guard let list = document.child("sections", of: table) else { continue }
            let sections = document.children(of: list).filter { document[$0].name == "tableViewSection" }
            let dataSource = graph.add("UITableViewDataSource", [.init("UITableSections", array(sections.compactMap { objects[$0] }))])
            dataSources.append(dataSource)
            for section in sections {
                guard let cells = document.child("cells", of: section) else { continue }
                for cell in document.children(of: cells) { ofCells[cell] = dataSource }
            }
        }
        return (dataSources, ofCells)
    }

    /// The cells of the static table views among `nodes`, in document order.
    func staticCells(in nodes: [Int]) -> [Int] {
        nodes.filter { node in
            guard document[node].name == "tableViewCell", case let cells = document[node].parent, cells >= 0, document[cells].name == "cells"
            else { return false }
            let section = document[cells].parent
            return section >= 0 && document[section].name == "tableViewSection"
        }
    }

    /// A section's rows: one `UITableViewRow` per cell, with its height: the cell's, else the
    /// table's (9 of 9 rows: ProgrammingEvents' 5 at SDK 7, Openday's 4 at SDK 9).
    /// UITableView's default row height.
    static let defaultRowHeight = 44.0

    mutating func staticRows(of section: Int) -> [ObjectGraph.ID] {
        guard let cells = document.child("cells", of: section) else { return [] }
        let sections = document[section].parent
        let table = sections >= 0 ? document[sections].parent : -1
        let tableHeight = table >= 0 ? double("rowHeight", of: table) : nil
        return document.children(of: cells).filter { document[$0].name == "tableViewCell" }.compactMap { cell in
            guard let object = objects[cell] else { return nil }
            var entries: [ObjectGraph.Entry] = [.init("UITableRowCell", .object(object))]
            entries.append(.init("UITableRowHeight", .float(Float(double("rowHeight", of: cell) ?? tableHeight ?? Lowering.defaultRowHeight))))
            return graph.add("UITableViewRow", entries)
        }
    }
}

/// `@tableSectionRows`: a static section's `UITableSectionRows`, its cells as rows.
struct TableSectionRowsShape: Shape {
    static let name = "tableSectionRows"
    static let keys = ["UITableSectionRows"]
    static let reads = ElementReads(children: ["cells"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let rows = lowering.staticRows(of: step.node)
        entries.append(.init("UITableSectionRows", lowering.array(rows)))
    }
}
