// Corpus.swift — where the tests find the shared third-party corpus, and which files in it are nibs.
//
// The corpus lives beside the project at `../shared/corpus` (override with NIBC_CORPUS). It is never
// copied into the repository; tests that need it skip when it is absent.

import Foundation
import NibArchive

public enum Corpus {
    /// The project's root folder (where Package.swift is).
    public static let projectRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/corpus`, or `$NIBC_CORPUS`, if it exists.
    public static var root: URL? {
        let url = ProcessInfo.processInfo.environment["NIBC_CORPUS"].map { URL(fileURLWithPath: $0) }
            ?? projectRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        return url
    }

    /// `../shared`, if the corpus is there.
    public static var sharedRoot: URL? { root?.deletingLastPathComponent() }

    /// Every regular file under `folder`, sorted by path.
    public static func files(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            result.append(url)
        }
        return result.sorted { $0.path < $1.path }
    }

    /// Every NIBArchive file in the corpus (by magic, whatever its name), with its bytes; empty when
    /// the corpus is absent.
    public static func nibArchives() -> [(url: URL, bytes: [UInt8])] {
        guard let root else { return [] }
        return files(under: root).compactMap { url in
            guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
            let bytes = [UInt8](data)
            return NibArchive.hasMagic(bytes) ? (url, bytes) : nil
        }
    }

    /// A path relative to the corpus root, for messages.
    public static func relativePath(_ url: URL) -> String {
        guard let root else { return url.path }
        let prefix = root.path + "/"
        return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
    }

    /// The corpus in two groups, for floors: what nibc was shaped and measured on until 2026-11-23,
    /// and what came after (apps' own documents: Xamarin builds with size classes, static tables, old
    /// Xcodes; Flutter's templates built by a current Xcode; the binary SDKs of `nibs/mined`). The
    /// first group keeps its floors; the second is held to what it measured when it came.
    public enum Group: String, CaseIterable, Sendable {
        /// The 92 iOS conformance cases measured until 2026-11-23 (the library pairs and Flutter's,
        /// React Native's and Cordova's coder-9 templates) and the nibs outside `nibs/mined`.
        case first
        /// Everything added on 2026-11-25 or later.
        case apps
    }

    /// The group of an iOS conformance case (its folder name).
    public static func group(ofCase name: String) -> Group {
        firstIOSCases.contains(name) ? .first : .apps
    }

    /// The group of a corpus file by its path.
    public static func group(of url: URL) -> Group {
        let path = relativePath(url)
        if path.hasPrefix("nibs/mined/") { return .apps }
        if path.hasPrefix("conformance/ios/") {
            return group(ofCase: String(path.dropFirst("conformance/ios/".count).prefix { $0 != "/" }))
        }
        if path.hasPrefix("conformance/macos/") {
            let name = path.dropFirst("conformance/macos/".count).prefix { $0 != "/" }
            return name.hasPrefix("EffectiveGardening-") || name.hasPrefix("Flutter-") ? .apps : .first
        }
        return .first
    }

    /// The iOS conformance cases of the first group.
    public static let firstIOSCases: Set<String> = [
        "Appboy-ABKContentCardsStoryboard", "Appboy-ABKInAppMessageFullViewController",
        "Appboy-ABKInAppMessageHTMLFullViewController", "Appboy-ABKInAppMessageModalViewController",
        "Appboy-ABKInAppMessageSlideupViewController", "Appboy-ABKModalFeedbackViewController",
        "Appboy-ABKNavigationFeedbackViewController", "Appboy-ABKNewsFeedCardStoryboard", "Apptentive-Apptentive",
        "Apptentive-Apptentive-2", "CleverTap-CTAVPlayerControlsViewController",
        "CleverTap-CTCarouselImageMessageCell-land", "CleverTap-CTCarouselImageMessageCell-port",
        "CleverTap-CTCarouselImageView", "CleverTap-CTCarouselMessageCell-land",
        "CleverTap-CTCarouselMessageCell-port", "CleverTap-CTCoverImageViewController-ipad",
        "CleverTap-CTCoverImageViewController-ipadland", "CleverTap-CTCoverImageViewController-iphoneland",
        "CleverTap-CTCoverImageViewController-iphoneport", "CleverTap-CTCoverViewController-ipad",
        "CleverTap-CTCoverViewController-ipadland", "CleverTap-CTCoverViewController-iphoneland",
        "CleverTap-CTCoverViewController-iphoneport", "CleverTap-CTFooterViewController-ipad",
        "CleverTap-CTFooterViewController-ipadland", "CleverTap-CTFooterViewController-iphoneland",
        "CleverTap-CTFooterViewController-iphoneport", "CleverTap-CTHalfInterstitialImageViewController-ipad",
        "CleverTap-CTHalfInterstitialImageViewController-ipadland",
        "CleverTap-CTHalfInterstitialImageViewController-iphoneland",
        "CleverTap-CTHalfInterstitialImageViewController-iphoneport",
        "CleverTap-CTHalfInterstitialViewController-ipad", "CleverTap-CTHalfInterstitialViewController-ipadland",
        "CleverTap-CTHalfInterstitialViewController-iphoneland",
        "CleverTap-CTHalfInterstitialViewController-iphoneport", "CleverTap-CTHeaderViewController-ipad",
        "CleverTap-CTHeaderViewController-ipadland", "CleverTap-CTHeaderViewController-iphoneland",
        "CleverTap-CTHeaderViewController-iphoneport", "CleverTap-CTInboxIconMessageCell-land",
        "CleverTap-CTInboxIconMessageCell-port", "CleverTap-CTInboxSimpleMessageCell-land",
        "CleverTap-CTInboxSimpleMessageCell-port", "CleverTap-CTInterstitialImageViewController-ipad",
        "CleverTap-CTInterstitialImageViewController-ipadland",
        "CleverTap-CTInterstitialImageViewController-iphoneland",
        "CleverTap-CTInterstitialImageViewController-iphoneport", "CleverTap-CTInterstitialViewController-ipad",
        "CleverTap-CTInterstitialViewController-ipadland", "CleverTap-CTInterstitialViewController-iphoneland",
        "CleverTap-CTInterstitialViewController-iphoneport", "CleverTap-CleverTapInboxViewController",
        "Cordova-MainViewController", "Cordova-MainViewController-2", "DropDown-DropDownCell",
        "Flutter-LaunchScreen", "Flutter-LaunchScreen-2", "Flutter-LaunchScreen-3", "Flutter-LaunchScreen-4",
        "Flutter-Main", "Flutter-Main-2", "Flutter-Main-3", "Flutter-Main-4", "KVNProgress-KVNProgressView",
        "Mixpanel-MiniNotificationViewController", "Mixpanel-TakeoverNotificationViewController-ipad",
        "Mixpanel-TakeoverNotificationViewController-iphonelandscape",
        "Mixpanel-TakeoverNotificationViewController-iphoneportrait", "NohanaImagePicker-NohanaImagePicker",
        "ReactNative-LaunchScreen", "ReactNative-LaunchScreen-2", "SDCAlertView-ActionCell",
        "SDCAlertView-ActionCell-2", "SDCAlertView-ActionCell-3", "SDCAlertView-ActionSheetView",
        "SDCAlertView-ActionSheetView-2", "SDCAlertView-ActionSheetView-3", "SDCAlertView-TextFieldCell",
        "SDCAlertView-TextFieldCell-2", "SDCAlertView-TextFieldCell-3", "SVPinView-SVPinCell", "SVPinView-SVPinView",
        "Segmentio-BadgeWithCounterViewBigSized", "Segmentio-BadgeWithCounterViewStandardSized",
        "Spring-LoadingView", "Spring-LoadingView-2", "XLPagerTabStrip-ButtonCell", "XLPagerTabStrip-ButtonCell-2",
        "XLPagerTabStrip-ButtonCell-3", "XLPagerTabStrip-ButtonCell-4", "XLPagerTabStrip-ButtonCell-5"
    ]
}
