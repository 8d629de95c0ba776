// The umbrella of the stand-ins' clang module `ObjectiveC` (the SDK's <objc/objc.h>, <objc/NSObject.h> and
// <os/availability.h>).
#pragma once
#include "Availability.h"
#include "NSObject.h"
