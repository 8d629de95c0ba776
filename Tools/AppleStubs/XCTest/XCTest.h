// Stand-in for the SDK's <XCTest/XCTest.h> (source: Xcode 26 SDK, XCTest of iOS 26): the umbrella of the headers
// above.
#pragma once
#include "XCTestDefines.h"
#include "XCTestCase.h"
#include "XCUIElementTypes.h"
#include "XCUIElementTypeQueryProvider.h"
#include "XCUIElement.h"
#include "XCUIElementQuery.h"
#include "XCUIApplication.h"
