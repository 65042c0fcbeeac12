// IBClasses+WatchKit.swift — the model's table of WatchKit's classes (watchOS storyboards), recognized; not compiled.
//
// Each class once, with the attributes and keyed children it owns; subclasses inherit them. The
// form is explained in IBClassModel.swift. First laid out from the attributes the corpus documents
// use, then placed on the class that owns each property and given its domain from WatchKit's
// documented values; `ClassModelTests` holds the corpus against it. Edit it by hand, then
// regenerate the index of its class lines: `NIBC_RECORD_GOLDENS=1 swift test --filter ClassModel`.

extension IBClassModel {
    static let watchkitTable = """
        class NSObject : IBObject
        class WKInterfaceObject : NSObject
            alignment enum center left right
            animationDuration number
            height number
            layout enum vertical
            verticalAlignment enum bottom center
            width number
            backgroundColor <color>
            font <fontDescription>
        class WKInterfaceGroup : WKInterfaceObject <group>
            backgroundImage text
            hasDetent bool =NO
            spacing number
        class WKInterfaceLabel : WKInterfaceObject <label>
            minimumScaleFactor number
            numberOfLines number
            text text
            textAlignment enum center
            textColor <color>
        class WKInterfaceButton : WKInterfaceObject <button>
            heightAdjustment number
            title text
        class WKInterfaceImage : WKInterfaceObject <imageView>
            contentMode enum scaleAspectFit
            image text
        class WKInterfaceTable : WKInterfaceObject <table>
        class WKInterfaceMenu : NSObject <menu>
        class WKInterfaceMenuItem : NSObject <menuItem>
            icon enum decline
            title text
        class WKInterfaceController : NSObject <controller>
            animationDuration number
            backgroundImage text
            identifier text
            spacing number
            title text
            menu <menu>
        class WKTableRowController : NSObject <tableRow>
            identifier text
            rootItem <group>
        class WKUserNotificationInterfaceController : WKInterfaceController <notificationController>
            notificationCategory <notificationCategory>
        class WKGlanceController : WKInterfaceController <glanceController>
            margins <edgeInsets>
        class WKNotificationCategory : NSObject <notificationCategory>
            identifier text
        """
}
