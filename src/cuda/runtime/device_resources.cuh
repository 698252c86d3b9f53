// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What a device keeps between calls, one table per device ordinal: each family stores its
// caches here (pinned staging buffers, kept device matrices, ...) as resources created on
// first use, so a second device has its own, and release_device_resources() frees all
// of them at once. A resource type is any class derived from device_resource with a
// default constructor; it is created with its device current and must guard its own use
// across threads. A call holds the shared pointer it got for as long as it uses the
// resource, so a release during that call frees it only when the call is done.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_DEVICE_RESOURCES_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_DEVICE_RESOURCES_CUH

#include <map>
#include <memory>
#include <mutex>
#include <typeindex>

namespace boost {
namespace gpu_paths {
namespace cuda {

constexpr int max_devices = 64;

class device_resource {
public:
    virtual ~device_resource() = default;
};

class device_resources {
public:
    explicit device_resources(int device);
    device_resources(const device_resources&) = delete;
    device_resources& operator=(const device_resources&) = delete;

    int device() const noexcept { return device_; }

    // The device's resource of type R, created on first use.
    template <class R>
    std::shared_ptr<R> get()
    {
        std::lock_guard<std::mutex> lock(mutex_);
        std::shared_ptr<device_resource>& slot = resources_[std::type_index(typeid(R))];
        if (!slot) slot = std::make_shared<R>();
        return std::static_pointer_cast<R>(slot);
    }

    // Drops every resource (each is freed once no call holds it).
    void release() noexcept;

private:
    int device_;
    std::mutex mutex_;
    std::map<std::type_index, std::shared_ptr<device_resource>> resources_;
};

// The resources of a device ordinal, created on first use.
device_resources& resources_of(int device);

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
