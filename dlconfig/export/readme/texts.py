# ruff: noqa: E501 - translation tables read best one sentence per line
"""Fixed README and PDF text in English, Simplified and Traditional Chinese."""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "title": {
        "en": "Deep-learning environment for {project}",
        "zh_CN": "{project} 的深度学习环境",
        "zh_TW": "{project} 的深度學習環境",
    },
    "intro": {
        "en": "dlconfig {version} planned this environment on {date} (knowledge base {kb_date}). "
        "Every choice below carries its reason and source.",
        "zh_CN": "dlconfig {version} 于 {date} 规划了此环境（知识库日期 {kb_date}）。下面每一项选择都附有理由和来源。",
        "zh_TW": "dlconfig {version} 於 {date} 規劃了此環境（知識庫日期 {kb_date}）。下列每一項選擇都附有理由與來源。",
    },
    "summary": {"en": "Recommendation", "zh_CN": "推荐方案", "zh_TW": "建議方案"},
    "item": {"en": "Item", "zh_CN": "项目", "zh_TW": "項目"},
    "value": {"en": "Value", "zh_CN": "取值", "zh_TW": "取值"},
    "gpu": {"en": "GPU", "zh_CN": "GPU", "zh_TW": "GPU"},
    "gpu_none": {"en": "none (CPU only)", "zh_CN": "无（仅 CPU）", "zh_TW": "無（僅 CPU）"},
    "nodes": {"en": "Nodes", "zh_CN": "节点数", "zh_TW": "節點數"},
    "framework": {"en": "Framework", "zh_CN": "框架", "zh_TW": "框架"},
    "cuda": {"en": "CUDA", "zh_CN": "CUDA", "zh_TW": "CUDA"},
    "python": {"en": "Python", "zh_CN": "Python", "zh_TW": "Python"},
    "env_manager": {"en": "Environment manager", "zh_CN": "环境管理器", "zh_TW": "環境管理工具"},
    "target": {"en": "Target system", "zh_CN": "目标系统", "zh_TW": "目標系統"},
    "os": {"en": "Operating system", "zh_CN": "操作系统", "zh_TW": "作業系統"},
    "driver_min": {
        "en": "Minimum NVIDIA driver",
        "zh_CN": "最低 NVIDIA 驱动版本",
        "zh_TW": "最低 NVIDIA 驅動程式版本",
    },
    "vram": {"en": "VRAM per GPU", "zh_CN": "每块 GPU 显存", "zh_TW": "每張 GPU 顯示記憶體"},
    "image": {"en": "Container image", "zh_CN": "容器镜像", "zh_TW": "容器映像"},
    "cluster": {"en": "Cluster run", "zh_CN": "集群运行方式", "zh_TW": "叢集執行方式"},
    "why": {"en": "Why", "zh_CN": "理由", "zh_TW": "理由"},
    "steps": {"en": "Steps", "zh_CN": "操作步骤", "zh_TW": "操作步驟"},
    "files": {"en": "Files", "zh_CN": "文件清单", "zh_TW": "檔案清單"},
    "findings": {"en": "Findings", "zh_CN": "检查发现", "zh_TW": "檢查發現"},
    "no_findings": {"en": "No findings.", "zh_CN": "没有发现问题。", "zh_TW": "沒有發現問題。"},
    "source": {"en": "source", "zh_CN": "来源", "zh_TW": "來源"},
    "step_linux": {
        "en": "Set up this Linux machine (driver, toolkit if needed, environment, check):",
        "zh_CN": "配置这台 Linux 机器（驱动、按需安装 CUDA 工具包、环境、检查）：",
        "zh_TW": "設定這台 Linux 機器（驅動程式、視需要安裝 CUDA 工具組、環境、檢查）：",
    },
    "step_macos": {
        "en": "Set up this Mac (Python environment and check):",
        "zh_CN": "配置这台 Mac（Python 环境与检查）：",
        "zh_TW": "設定這台 Mac（Python 環境與檢查）：",
    },
    "step_wsl_ps": {
        "en": "On Windows, in PowerShell run as administrator (restarts Windows when needed; then run it again with -Resume):",
        "zh_CN": "在 Windows 上以管理员身份打开 PowerShell 并运行（需要时会提示重启；重启后加 -Resume 再次运行）：",
        "zh_TW": "在 Windows 上以系統管理員身分開啟 PowerShell 並執行（需要時會提示重新開機；重新開機後加 -Resume 再次執行）：",
    },
    "step_wsl_inside": {
        "en": "It then runs scripts/setup_in_wsl.sh inside Ubuntu. Keep datasets under your Linux home, not /mnt/c.",
        "zh_CN": "随后它会在 Ubuntu 中运行 scripts/setup_in_wsl.sh。请把数据集放在 Linux 主目录下，而不是 /mnt/c。",
        "zh_TW": "接著它會在 Ubuntu 中執行 scripts/setup_in_wsl.sh。請將資料集放在 Linux 主目錄下，而不是 /mnt/c。",
    },
    "step_wslconfig": {
        "en": "It writes %UserProfile%\\.wslconfig with memory={memory}GB, processors={processors} and swap={swap}GB from the plan, keeps your other settings and saves a .wslconfig.bak copy.",
        "zh_CN": "它会按方案写入 %UserProfile%\\.wslconfig：memory={memory}GB、processors={processors}、swap={swap}GB，保留你的其他设置，并备份为 .wslconfig.bak。",
        "zh_TW": "它會依方案寫入 %UserProfile%\\.wslconfig：memory={memory}GB、processors={processors}、swap={swap}GB，保留你的其他設定，並備份為 .wslconfig.bak。",
    },
    "step_verify": {
        "en": "Check the environment at any time (PASS/FAIL per check):",
        "zh_CN": "随时检查环境（逐项显示 PASS/FAIL）：",
        "zh_TW": "隨時檢查環境（逐項顯示 PASS/FAIL）：",
    },
    "step_docker": {
        "en": "Or run in a container (needs Docker and the NVIDIA Container Toolkit for GPUs):",
        "zh_CN": "或者在容器中运行（GPU 需要 Docker 和 NVIDIA Container Toolkit）：",
        "zh_TW": "或在容器中執行（GPU 需要 Docker 與 NVIDIA Container Toolkit）：",
    },
    "step_k8s": {
        "en": "On Kubernetes (push the image to your registry first):",
        "zh_CN": "在 Kubernetes 上运行（先把镜像推送到你的镜像仓库）：",
        "zh_TW": "在 Kubernetes 上執行（請先將映像推送到你的映像倉庫）：",
    },
    "step_entry": {
        "en": "The container runs train.py (serve.py for inference) from this folder: put your entry point there or change CMD in the Dockerfile.",
        "zh_CN": "容器会运行本目录中的 train.py（推理时为 serve.py）：请放入你的入口脚本，或修改 Dockerfile 中的 CMD。",
        "zh_TW": "容器會執行本資料夾中的 train.py（推論時為 serve.py）：請放入你的進入點腳本，或修改 Dockerfile 中的 CMD。",
    },
    "machine": {"en": "This machine", "zh_CN": "本机信息", "zh_TW": "本機資訊"},
    "workload": {"en": "Workload", "zh_CN": "工作负载", "zh_TW": "工作負載"},
    "vram_breakdown": {
        "en": "VRAM breakdown (GiB per GPU)",
        "zh_CN": "显存构成（每块 GPU，GiB）",
        "zh_TW": "顯示記憶體構成（每張 GPU，GiB）",
    },
    "hardware_options": {"en": "Hardware options", "zh_CN": "硬件方案", "zh_TW": "硬體方案"},
    "stack": {"en": "Software stack", "zh_CN": "软件栈", "zh_TW": "軟體堆疊"},
    "container_plan": {
        "en": "Container and cluster plan",
        "zh_CN": "容器与集群方案",
        "zh_TW": "容器與叢集方案",
    },
    "infra": {
        "en": "Infrastructure and cost",
        "zh_CN": "基础设施与成本",
        "zh_TW": "基礎設施與成本",
    },
    "wsl_steps": {"en": "WSL2 steps", "zh_CN": "WSL2 步骤", "zh_TW": "WSL2 步驟"},
    "rank": {"en": "Rank", "zh_CN": "排名", "zh_TW": "排名"},
    "fits": {"en": "Fits", "zh_CN": "是否满足", "zh_TW": "是否符合"},
    "yes": {"en": "yes", "zh_CN": "是", "zh_TW": "是"},
    "no": {"en": "no", "zh_CN": "否", "zh_TW": "否"},
    "choice": {"en": "Choice", "zh_CN": "选择", "zh_TW": "選擇"},
    "reason": {"en": "Reason", "zh_CN": "理由", "zh_TW": "理由"},
    "part": {"en": "Part", "zh_CN": "组成部分", "zh_TW": "組成部分"},
    "place": {"en": "Place", "zh_CN": "地点", "zh_TW": "地點"},
    "cost": {"en": "Cost (USD)", "zh_CN": "成本（美元）", "zh_TW": "成本（美元）"},
    "severity": {"en": "Severity", "zh_CN": "级别", "zh_TW": "級別"},
    "message": {"en": "Message", "zh_CN": "说明", "zh_TW": "說明"},
    "date": {"en": "Date", "zh_CN": "日期", "zh_TW": "日期"},
    "kb_date": {"en": "Knowledge base", "zh_CN": "知识库", "zh_TW": "知識庫"},
    "report_title": {
        "en": "Environment recommendation",
        "zh_CN": "环境推荐报告",
        "zh_TW": "環境建議報告",
    },
    "unknown": {"en": "unknown", "zh_CN": "未知", "zh_TW": "未知"},
    "bench_title": {
        "en": "Measured speed of this machine",
        "zh_CN": "本机实测速度",
        "zh_TW": "本機實測速度",
    },
    "bench_intro": {
        "en": "Measured on {date}; the disk figures are for the folder {folder}.",
        "zh_CN": "测量时间 {date}；磁盘数据针对文件夹 {folder}。",
        "zh_TW": "測量時間 {date}；磁碟數據針對資料夾 {folder}。",
    },
    "bench_figure": {"en": "Figure", "zh_CN": "指标", "zh_TW": "指標"},
    "bench_measured": {"en": "Measured", "zh_CN": "实测值", "zh_TW": "實測值"},
    "bench_expected": {"en": "Expected", "zh_CN": "预期值", "zh_TW": "預期值"},
    "bench_percent": {"en": "% of expected", "zh_CN": "占预期 %", "zh_TW": "佔預期 %"},
    "bench_not_run": {"en": "not measured", "zh_CN": "未测量", "zh_TW": "未測量"},
    "bench_see_pdf": {
        "en": "report.pdf sets each figure beside the expected one, with its source.",
        "zh_CN": "report.pdf 将每项数据与预期值并列，并注明来源。",
        "zh_TW": "report.pdf 將每項數據與預期值並列，並註明來源。",
    },
}


def t(key: str, lang: str, **params: object) -> str:
    """Fixed text ``key`` in ``lang`` (English when missing), formatted with ``params``."""
    entry = TEXTS[key]
    text = entry.get(lang) or entry["en"]
    return text.format(**params) if params else text
