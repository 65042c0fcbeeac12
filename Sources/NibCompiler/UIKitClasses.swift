// UIKitClasses.swift — which UIKit class each IB element becomes, and Swift class-name mangling.

enum UIKitClasses {
    /// Element name → UIKit class, for the elements that lower to objects.
    static let byElement: [String: String] = [
        "view": "UIView", "label": "UILabel", "imageView": "UIImageView", "button": "UIButton",
        "textField": "UITextField", "textView": "UITextView", "scrollView": "UIScrollView",
        "stackView": "UIStackView", "tableView": "UITableView", "tableViewCell": "UITableViewCell",
        "tableViewCellContentView": "UITableViewCellContentView", "collectionView": "UICollectionView",
        "collectionViewCell": "UICollectionViewCell", "collectionReusableView": "UICollectionReusableView",
        "collectionViewFlowLayout": "UICollectionViewFlowLayout",
        "activityIndicatorView": "UIActivityIndicatorView", "refreshControl": "UIRefreshControl", "switch": "UISwitch", "slider": "UISlider",
        "segmentedControl": "UISegmentedControl", "progressView": "UIProgressView", "pageControl": "UIPageControl",
        "datePicker": "UIDatePicker", "pickerView": "UIPickerView", "searchBar": "UISearchBar",
        "visualEffectView": "UIVisualEffectView", "navigationBar": "UINavigationBar",
        "navigationItem": "UINavigationItem", "barButtonItem": "UIBarButtonItem", "toolbar": "UIToolbar",
        "tabBar": "UITabBar", "tabBarItem": "UITabBarItem", "webView": "UIWebView", "wkWebView": "WKWebView",
        "mapView": "MKMapView", "window": "UIWindow", "viewController": "UIViewController",
        "constraint": "NSLayoutConstraint", "tapGestureRecognizer": "UITapGestureRecognizer",
        "panGestureRecognizer": "UIPanGestureRecognizer", "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer", "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
        "customObject": "UICustomObject", "navigationController": "UINavigationController",
        "tableViewController": "UITableViewController", "collectionViewController": "UICollectionViewController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController", "containerView": "UIView",
        "viewControllerPlaceholder": "UIViewControllerPlaceholder",
    ]

    /// The Swift runtime name of class `name` in `module`: `_TtC<len><module><len><name>`.
    static func mangled(_ name: String, module: String) -> String {
        "_TtC\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
    }
}
