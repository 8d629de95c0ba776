// Stand-in for the SDK's <UIKit/UIKit.h> (source: Xcode 26 SDK, iOS 26): the umbrella of the headers above.
#pragma once
#include "UIKitDefines.h"
#include "UIGeometry.h"
#include "UIResponder.h"
#include "UIView.h"
#include "UIControls.h"
#include "UILayout.h"
#include "UITraits.h"
#include "UIViewController.h"
#include "UITableView.h"
#include "UIApplication.h"
#include "UIScene.h"
