// Stand-in for the SDK's <CoreGraphics/CGBase.h>, <CoreGraphics/CGGeometry.h> and <CoreFoundation/CFCGTypes.h>, where
// Xcode 26 declares CGFloat and the structures (source: Xcode 26 SDK, iOS 26): CGFloat, which Swift imports as the
// overlay's CGFloat, and the geometry structures. Our own text.
#pragma once
#include <ObjectiveC/Availability.h>

#define CG_BOXABLE __attribute__((objc_boxable))

typedef double CGFloat;

struct CG_BOXABLE CGPoint {
    CGFloat x;
    CGFloat y;
};
typedef struct CG_BOXABLE CGPoint CGPoint;

struct CG_BOXABLE CGSize {
    CGFloat width;
    CGFloat height;
};
typedef struct CG_BOXABLE CGSize CGSize;

struct CG_BOXABLE CGRect {
    CGPoint origin;
    CGSize size;
};
typedef struct CG_BOXABLE CGRect CGRect;

struct CG_BOXABLE CGVector {
    CGFloat dx;
    CGFloat dy;
};
typedef struct CG_BOXABLE CGVector CGVector;
