# ruff: noqa: E501 - translation tables read best one sentence per line
"""Reasons in the reader's language: templates by ``code`` with ``params``, else English."""

from __future__ import annotations

import string

from dlconfig.models.common import Reason

# Only the container step's codes have translations here; others show their English text.
REASON_TEMPLATES: dict[str, dict[str, str]] = {
    "container.base.cuda_runtime": {
        "zh_CN": "运行阶段基于 {image}：只含 CUDA {cuda} 共享库（不含编译工具链），镜像更小；框架按 requirements.txt 的精确版本安装。",
        "zh_TW": "執行階段基於 {image}：只含 CUDA {cuda} 共用函式庫（不含編譯工具鏈），映像更小；框架依 requirements.txt 的精確版本安裝。",
    },
    "container.base.eol": {
        "zh_CN": "NVIDIA 会删除已停止支持的 CUDA 版本的 nvidia/cuda 标签；首次拉取后请固定镜像摘要。",
        "zh_TW": "NVIDIA 會刪除已停止支援之 CUDA 版本的 nvidia/cuda 標籤；首次拉取後請固定映像摘要。",
    },
    "container.base.framework_alternative": {
        "zh_CN": "官方镜像 {image} 含相同的框架版本，也可作为基础镜像；但导出的 Dockerfile 按精确版本安装，使容器与主机环境一致。",
        "zh_TW": "官方映像 {image} 含相同的框架版本，也可作為基礎映像；但匯出的 Dockerfile 依精確版本安裝，使容器與主機環境一致。",
    },
    "container.base.no_cuda_tag": {
        "zh_CN": "知识库中没有 CUDA {cuda} 的 nvidia/cuda 标签；镜像改用 Python slim，CUDA 库由框架的 wheel 提供。",
        "zh_TW": "知識庫中沒有 CUDA {cuda} 的 nvidia/cuda 標籤；映像改用 Python slim，CUDA 函式庫由框架的 wheel 提供。",
    },
    "container.python.distro": {
        "zh_CN": "CUDA 镜像不含 Python，且知识库未记录 uv 版本：Dockerfile 安装 Ubuntu {ubuntu} 自带的 python3，可能与方案中的 Python {python} 不同；requirements.txt 中的版本需同时支持二者。",
        "zh_TW": "CUDA 映像不含 Python，且知識庫未記錄 uv 版本：Dockerfile 安裝 Ubuntu {ubuntu} 內建的 python3，可能與方案中的 Python {python} 不同；requirements.txt 中的版本需同時支援兩者。",
    },
    "container.python.uv": {
        "zh_CN": "基础镜像 {image} 不提供方案的 Python {python}：构建阶段用 pip 安装 uv {uv}，由 uv 把 Python {python} 安装到 {install_dir}，以它创建虚拟环境，并把这两个目录复制到运行阶段，使容器运行的正是依赖版本所针对的 Python。",
        "zh_TW": "基礎映像 {image} 不提供方案的 Python {python}：建置階段用 pip 安裝 uv {uv}，由 uv 將 Python {python} 安裝到 {install_dir}，以它建立虛擬環境，並把這兩個目錄複製到執行階段，使容器執行的正是相依版本所針對的 Python。",
    },
    "container.python.image": {
        "zh_CN": "{image} 自带 Python {python}，正是方案中的 Python：虚拟环境以它创建。",
        "zh_TW": "{image} 內建 Python {python}，正是方案中的 Python：虛擬環境以它建立。",
    },
    "container.python.image_differs": {
        "zh_CN": "知识库中没有方案的 Python {python} 的 python 镜像，也没有 uv 版本：{image} 运行 Python {image_python}；requirements.txt 中的版本需支持它。",
        "zh_TW": "知識庫中沒有方案的 Python {python} 的 python 映像，也沒有 uv 版本：{image} 執行 Python {image_python}；requirements.txt 中的版本需支援它。",
    },
    "container.base.python_slim": {
        "zh_CN": "方案中没有 NVIDIA GPU：{image} 是带 Python {python} 的最小官方镜像。",
        "zh_TW": "方案中沒有 NVIDIA GPU：{image} 是附 Python {python} 的最小官方映像。",
    },
    "container.base.macos_cpu_only": {
        "zh_CN": "macOS 上的容器运行在无法访问 Apple GPU（MPS）的 Linux 虚拟机中；容器在 {image} 上仅用 CPU。使用 MPS 请在本机直接训练。",
        "zh_TW": "macOS 上的容器執行於無法存取 Apple GPU（MPS）的 Linux 虛擬機中；容器在 {image} 上僅用 CPU。使用 MPS 請在本機直接訓練。",
    },
    "container.build.devel": {
        "zh_CN": "构建阶段基于 {image}：方案需要编译 CUDA 代码（nvcc 与头文件），这些不会进入运行镜像。",
        "zh_TW": "建置階段基於 {image}：方案需要編譯 CUDA 程式碼（nvcc 與標頭檔），這些不會進入執行映像。",
    },
    "container.build.same_base": {
        "zh_CN": "无需编译，构建阶段使用运行镜像，只复制虚拟环境。",
        "zh_TW": "無需編譯，建置階段使用執行映像，只複製虛擬環境。",
    },
    "container.build.multi_stage": {
        "zh_CN": "两阶段构建：依赖在带 pip 缓存挂载的构建阶段安装，再作为一个虚拟环境复制到精简的运行阶段；以非 root 用户运行，数据集在运行时挂载而不复制进镜像。",
        "zh_TW": "兩階段建置：相依套件在帶 pip 快取掛載的建置階段安裝，再以單一虛擬環境複製到精簡的執行階段；以非 root 使用者執行，資料集於執行時掛載而不複製進映像。",
    },
    "container.resources.requests": {
        "zh_CN": "每个节点请求 {cpu} 个 CPU 核心和 {memory_gb} GB 内存；/dev/shm 为 {shm_gb} GB，供数据加载子进程使用（Docker 默认仅 64 MB）。",
        "zh_TW": "每個節點請求 {cpu} 個 CPU 核心與 {memory_gb} GB 記憶體；/dev/shm 為 {shm_gb} GB，供資料載入子行程使用（Docker 預設僅 64 MB）。",
    },
    "container.procs_per_node": {
        "zh_CN": "每个节点 {procs} 个进程，nvidia.com/gpu 明确设为 {gpus}：设为 auto 会在多 GPU 节点上只启动一个进程。",
        "zh_TW": "每個節點 {procs} 個行程，nvidia.com/gpu 明確設為 {gpus}：設為 auto 會在多 GPU 節點上只啟動一個行程。",
    },
    "container.k8s.job": {
        "zh_CN": "单节点训练：Kubernetes Job 运行至完成，成功后不再重启。",
        "zh_TW": "單節點訓練：Kubernetes Job 執行至完成，成功後不再重新啟動。",
    },
    "container.k8s.deployment": {
        "zh_CN": "推理服务：Deployment 保持副本运行，Service 暴露端口 {port}。",
        "zh_TW": "推論服務：Deployment 維持副本執行，Service 公開連接埠 {port}。",
    },
    "container.k8s.trainjob": {
        "zh_CN": "{nodes} 个节点的多节点训练：使用 Kubeflow Trainer {operator_version} 的 TrainJob。",
        "zh_TW": "{nodes} 個節點的多節點訓練：使用 Kubeflow Trainer {operator_version} 的 TrainJob。",
    },
    "container.k8s.pytorchjob_legacy": {
        "zh_CN": "另附 v1 PyTorchJob（Training Operator {operator_version}）作为旧版选项；v1 已弃用。",
        "zh_TW": "另附 v1 PyTorchJob（Training Operator {operator_version}）作為舊版選項；v1 已淘汰。",
    },
    "container.k8s.tf_config": {
        "zh_CN": "{nodes} 个节点的 TensorFlow 多工作器训练：Indexed Job 加 headless Service，每个 Pod 根据其序号显式生成 TF_CONFIG。",
        "zh_TW": "{nodes} 個節點的 TensorFlow 多工作者訓練：Indexed Job 加 headless Service，每個 Pod 依其序號明確產生 TF_CONFIG。",
    },
    "container.k8s.gpu_placement_unlabelled": {
        "zh_CN": "Pod 容忍 nvidia.com/gpu 污点；GPU 目录中没有此 GPU 的 nvidia.com/gpu.product 取值，若集群混用多种 GPU，请手动添加该标签的节点亲和性。",
        "zh_TW": "Pod 容忍 nvidia.com/gpu 污點；GPU 目錄中沒有此 GPU 的 nvidia.com/gpu.product 值，若叢集混用多種 GPU，請手動加入該標籤的節點親和性。",
    },
    "container.k8s.gpu_placement": {
        "zh_CN": "Pod 容忍 nvidia.com/gpu 污点，并通过 nvidia.com/gpu.product 标签（{label}）选择 GPU 节点。",
        "zh_TW": "Pod 容忍 nvidia.com/gpu 污點，並透過 nvidia.com/gpu.product 標籤（{label}）選擇 GPU 節點。",
    },
}


def reason_text(reason: Reason, lang: str) -> str:
    """The reason in ``lang`` when a template exists and all its params are present."""
    template = REASON_TEMPLATES.get(reason.code, {}).get(lang)
    if template is None:
        return reason.text
    fields = {name for _, name, _, _ in string.Formatter().parse(template) if name}
    if not fields <= set(reason.params):
        return reason.text
    values = {k: ("—" if v is None else v) for k, v in reason.params.items()}
    return template.format(**values)
