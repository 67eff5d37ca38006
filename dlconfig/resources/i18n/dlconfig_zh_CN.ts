<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>%1 (facts as of %2)</source>
        <translation>%1（事实截至 %2）</translation>
    </message>
    <message>
        <source>not loaded yet</source>
        <translation>尚未加载</translation>
    </message>
    <message>
        <source>Desktop configurator for deep-learning environments.</source>
        <translation>深度学习运行环境的桌面配置工具。</translation>
    </message>
    <message>
        <source>Knowledge base</source>
        <translation>知识库</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>Read the guide (README)</source>
        <translation>阅读使用指南（README）</translation>
    </message>
</context>
<context>
    <name>ApplyPanel</name>
    <message>
        <source>Set up on this machine</source>
        <translation>在本机上配置</translation>
    </message>
    <message>
        <source>Creates the bundle&apos;s Python environment (.venv in the export folder) with uv and checks it with scripts/verify_env.py.</source>
        <translation>用 uv 创建配置包的 Python 环境（导出文件夹中的 .venv），并用 scripts/verify_env.py 检查它。</translation>
    </message>
    <message>
        <source>System steps, not run here: run them yourself in a terminal if needed.</source>
        <translation>系统级步骤不会在此运行：如有需要，请自行在终端中运行。</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>Install the CPU build</source>
        <translation>安装 CPU 版本</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>暂不</translation>
    </message>
    <message>
        <source>Set-up failed: %1</source>
        <translation>配置失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>Set up will create %1 with Python %2 and install %n package(s): %3.</source>
        <translation>
            <numerusform>设置将用 Python %2 创建 %1，并安装 %n 个软件包：%3。</numerusform>
        </translation>
    </message>
    <message>
        <source>The framework is its CUDA build (%1).</source>
        <translation>框架为其 CUDA 版本（%1）。</translation>
    </message>
    <message>
        <source>The download size is known once uv resolves the packages; downloads stay in uv&apos;s cache.</source>
        <translation>下载大小要等 uv 解析软件包后才能知道；下载的文件会留在 uv 的缓存中。</translation>
    </message>
    <message>
        <source>This machine has no NVIDIA GPU: the CUDA build cannot use one here. The CPU build is smaller and runs the code for trying it.</source>
        <translation>本机没有 NVIDIA GPU：CUDA 版本在这里用不上 GPU。CPU 版本更小，可用来试运行代码。</translation>
    </message>
    <message>
        <source>The CPU build leaves out %1 (they build against CUDA).</source>
        <translation>CPU 版本不包含 %1（它们针对 CUDA 构建）。</translation>
    </message>
    <message>
        <source>Setting up…</source>
        <translation>正在配置…</translation>
    </message>
    <message>
        <source>Cancelled; the half-made environment was removed, nothing else changed.</source>
        <translation>已取消；未完成的环境已删除，其他内容均未改动。</translation>
    </message>
    <message>
        <source>Cancelled while checking; the environment is complete and kept.</source>
        <translation>检查时已取消；环境已完整，予以保留。</translation>
    </message>
    <message>
        <source>Check failed: %1</source>
        <translation>检查未通过：%1</translation>
    </message>
    <message numerus="yes">
        <source>Set up: %n check(s) pass.</source>
        <translation>
            <numerusform>配置完成：%n 项检查通过。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Already set up: %n check(s) pass.</source>
        <translation>
            <numerusform>已配置过：%n 项检查通过。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled; the half-made environment was removed. uv&apos;s download cache (%1) keeps %2 MiB from this run: &apos;uv cache prune&apos; or &apos;uv cache clean&apos; removes it.</source>
        <translation>已取消；未完成的环境已删除。uv 的下载缓存（%1）保留了本次运行的 %2 MiB：&apos;uv cache prune&apos; 或 &apos;uv cache clean&apos; 可将其删除。</translation>
    </message>
</context>
<context>
    <name>BenchPanel</name>
    <message>
        <source>Benchmark this machine</source>
        <translation>测试本机性能</translation>
    </message>
    <message>
        <source>Run quick benchmark</source>
        <translation>运行快速测试</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Measuring… the window stays usable.</source>
        <translation>正在测量…窗口仍可正常使用。</translation>
    </message>
    <message>
        <source>The benchmark could not run: %1</source>
        <translation>性能测试无法运行：%1</translation>
    </message>
    <message>
        <source>About ten seconds: disk, memory bandwidth, CPU and (with CUDA) GPU, each set beside what the knowledge base expects.</source>
        <translation>约十秒：测量磁盘、内存带宽、CPU 以及（有 CUDA 时）GPU，并与知识库中的预期值对比。</translation>
    </message>
    <message>
        <source>%1% of %2</source>
        <translation>为%2的 %1%</translation>
    </message>
    <message>
        <source>Cancelled; the figures measured so far:</source>
        <translation>已取消；目前已测得的数据：</translation>
    </message>
</context>
<context>
    <name>CancelControl</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
</context>
<context>
    <name>ContainerStepPage</name>
    <message>
        <source>Read-only previews; the export writes these files.</source>
        <translation>只读预览；导出时会写入这些文件。</translation>
    </message>
    <message>
        <source>No container plan: the software stack step has no answer yet.</source>
        <translation>没有容器方案：软件栈步骤还没有结果。</translation>
    </message>
    <message>
        <source>Serving image</source>
        <translation>服务镜像</translation>
    </message>
    <message>
        <source>Build image</source>
        <translation>构建镜像</translation>
    </message>
    <message>
        <source>Runtime image</source>
        <translation>运行时镜像</translation>
    </message>
    <message>
        <source>Kubernetes kind</source>
        <translation>Kubernetes 资源类型</translation>
    </message>
    <message>
        <source>Multi-node engine</source>
        <translation>多节点引擎</translation>
    </message>
    <message>
        <source>Previews unavailable: %1</source>
        <translation>无法预览：%1</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>出错了</translation>
    </message>
    <message>
        <source>dlconfig hit an unexpected error and keeps running. The error was:</source>
        <translation>dlconfig 遇到意外错误，但仍在运行。错误信息：</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>复制详细信息</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <source>dlconfig stopped unexpectedly last time.</source>
        <translation>dlconfig 上次意外退出。</translation>
    </message>
</context>
<context>
    <name>DoctorPage</name>
    <message>
        <source>Doctor</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>重新检查</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>checked at %1</source>
        <translation>检查于 %1</translation>
    </message>
    <message>
        <source>Checking this machine…</source>
        <translation>正在检查本机…</translation>
    </message>
    <message>
        <source>Press Check to look for problems on this machine.</source>
        <translation>点击“检查”查找本机上的问题。</translation>
    </message>
    <message>
        <source>The doctor could not run: %1</source>
        <translation>诊断无法运行：%1</translation>
    </message>
    <message>
        <source>No problems found, but step 2 says this machine does not fit the plan.</source>
        <translation>没有发现问题，但第 2 步认为本机不符合方案要求。</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>没有发现问题。</translation>
    </message>
    <message>
        <source>All checks passed.</source>
        <translation>所有检查均通过。</translation>
    </message>
    <message>
        <source>Errors: %1 · warnings: %2 · notes: %3</source>
        <translation>错误：%1 · 警告：%2 · 提示：%3</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>解决办法：%1</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <source>Enter %1 or more</source>
        <translation>请输入不小于 %1 的值</translation>
    </message>
    <message>
        <source>Enter more than %1</source>
        <translation>请输入大于 %1 的值</translation>
    </message>
    <message>
        <source>Enter %1 or less</source>
        <translation>请输入不大于 %1 的值</translation>
    </message>
    <message>
        <source>Enter less than %1</source>
        <translation>请输入小于 %1 的值</translation>
    </message>
    <message>
        <source>Enter a whole number</source>
        <translation>请输入整数</translation>
    </message>
    <message>
        <source>Enter a number</source>
        <translation>请输入数字</translation>
    </message>
    <message>
        <source>Enter a version such as %1</source>
        <translation>请输入版本号，例如 %1</translation>
    </message>
    <message>
        <source>This is not in the expected form</source>
        <translation>格式不正确</translation>
    </message>
    <message>
        <source>Enter at most %1 characters</source>
        <translation>最多输入 %1 个字符</translation>
    </message>
    <message>
        <source>This cannot be empty</source>
        <translation>此项不能为空</translation>
    </message>
    <message>
        <source>Choose one of the listed values</source>
        <translation>请从列出的选项中选择一个</translation>
    </message>
    <message>
        <source>This is needed</source>
        <translation>此项为必填</translation>
    </message>
</context>
<context>
    <name>HardwareStepPage</name>
    <message>
        <source>Plan for GPU</source>
        <translation>规划使用的 GPU</translation>
    </message>
    <message>
        <source>Budget (USD)</source>
        <translation>预算（美元）</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>as many as is best</source>
        <translation>按最优数量</translation>
    </message>
    <message>
        <source>Use this one</source>
        <translation>采用此项</translation>
    </message>
    <message>
        <source>Keep the selected GPU at its best place as the plan&apos;s choice (Enter)</source>
        <translation>将所选 GPU 及其最佳地点定为方案的选择（Enter）</translation>
    </message>
    <message>
        <source>Let the plan choose</source>
        <translation>由方案决定</translation>
    </message>
    <message>
        <source>Best fit (recommended)</source>
        <translation>最合适（推荐）</translation>
    </message>
    <message>
        <source>Other GPU… (by compute capability)</source>
        <translation>其他 GPU…（按计算能力）</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>计算能力</translation>
    </message>
    <message>
        <source>8.6 or sm_86</source>
        <translation>8.6 或 sm_86</translation>
    </message>
    <message>
        <source>For a GPU the catalog lacks: the stack is resolved from its compute capability alone; its memory and speed stay unknown.</source>
        <translation>用于目录中没有的 GPU：软件栈仅根据其计算能力求解；其显存和速度仍然未知。</translation>
    </message>
    <message>
        <source>GPUs, each at its best place and price; ★ the decision (click a column to sort)</source>
        <translation>各 GPU 及其最佳地点和价格；★ 为决定（点击列标题排序）</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Needs per GPU (GiB)</source>
        <translation>每块 GPU 需要 (GiB)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Your pick: %1 × %2 at %3</source>
        <translation>您的选择：%1 × %2，位于 %3</translation>
    </message>
    <message>
        <source>This machine: no NVIDIA GPU to compare.</source>
        <translation>本机：没有可比较的 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>✔ This machine can run this workload.</source>
        <translation>✔ 本机可以运行此工作负载。</translation>
    </message>
    <message>
        <source>✘ This machine cannot run this workload as planned.</source>
        <translation>✘ 本机无法按计划运行此工作负载。</translation>
    </message>
    <message>
        <source>Beside the GPUs</source>
        <translation>GPU 之外</translation>
    </message>
    <message>
        <source>CPU cores: %1</source>
        <translation>CPU 核心：%1</translation>
    </message>
    <message>
        <source>RAM: %1</source>
        <translation>内存：%1</translation>
    </message>
    <message>
        <source>Storage: %1 %2</source>
        <translation>存储：%1 %2</translation>
    </message>
    <message>
        <source>Interconnect: %1</source>
        <translation>互连：%1</translation>
    </message>
    <message>
        <source>Why this choice</source>
        <translation>为何这样选择</translation>
    </message>
</context>
<context>
    <name>InfraStepPage</name>
    <message>
        <source>Data is in (city)</source>
        <translation>数据所在城市</translation>
    </message>
    <message>
        <source>Users are in (city)</source>
        <translation>用户所在城市</translation>
    </message>
    <message>
        <source>e.g. Frankfurt</source>
        <translation>例如 Frankfurt</translation>
    </message>
    <message>
        <source>e.g. Hong Kong</source>
        <translation>例如 Hong Kong</translation>
    </message>
    <message>
        <source>We own suitable hardware</source>
        <translation>我们拥有合适的硬件</translation>
    </message>
    <message>
        <source>Rules that apply to the data</source>
        <translation>适用于数据的法规</translation>
    </message>
    <message>
        <source>any, e.g. aws, gcp</source>
        <translation>不限，例如 aws, gcp</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>none, e.g. RTX 3090</source>
        <translation>无，例如 RTX 3090</translation>
    </message>
    <message>
        <source>the cluster&apos;s default</source>
        <translation>集群的默认分区</translation>
    </message>
    <message>
        <source>any, e.g. a100</source>
        <translation>任意，例如 a100</translation>
    </message>
    <message>
        <source>Use this one</source>
        <translation>采用此项</translation>
    </message>
    <message>
        <source>Keep the selected place as the plan&apos;s choice</source>
        <translation>将所选地点定为方案的选择</translation>
    </message>
    <message>
        <source>Let the plan choose</source>
        <translation>由方案决定</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Excluded: it cannot run this workload under the rules set.</source>
        <translation>已排除：在所设规则下它无法运行此工作负载。</translation>
    </message>
    <message>
        <source>Latency to data</source>
        <translation>到数据的延迟</translation>
    </message>
    <message>
        <source>Latency to users</source>
        <translation>到用户的延迟</translation>
    </message>
    <message>
        <source>Training cost</source>
        <translation>训练费用</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>Fix the marked fields on this step to compare places.</source>
        <translation>请先修正本步骤中标出的字段，再比较各个地点。</translation>
    </message>
    <message>
        <source>Waiting for the earlier steps.</source>
        <translation>正在等待前面的步骤。</translation>
    </message>
    <message numerus="yes">
        <source>%n places compared, best first.</source>
        <translation>
            <numerusform>已比较 %n 个地点，最佳的排在前面。</numerusform>
        </translation>
    </message>
    <message>
        <source>One place compared.</source>
        <translation>已比较 1 个地点。</translation>
    </message>
</context>
<context>
    <name>KbRefreshPanel</name>
    <message>
        <source>Refresh from the package index</source>
        <translation>从软件包索引刷新</translation>
    </message>
    <message>
        <source>Reads the torch and TensorFlow releases the knowledge base lacks through pip (with your pip configuration) and installs them as a dated overlay.</source>
        <translation>通过 pip（使用您的 pip 配置）读取知识库中缺少的 torch 和 TensorFlow 版本，并将其安装为带日期的叠加层。</translation>
    </message>
    <message>
        <source>Reading the package index…</source>
        <translation>正在读取软件包索引…</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Refresh failed: %1</source>
        <translation>刷新失败：%1</translation>
    </message>
    <message>
        <source>%1 (no Linux x86_64 wheel)</source>
        <translation>%1（没有 Linux x86_64 wheel）</translation>
    </message>
    <message>
        <source>%1 (no readable wheel metadata)</source>
        <translation>%1（wheel 元数据无法读取）</translation>
    </message>
    <message>
        <source>The package index could not be read through pip (%1); nothing changed.</source>
        <translation>无法通过 pip 读取软件包索引（%1）；未做任何更改。</translation>
    </message>
    <message>
        <source>Cancelled; the knowledge base is unchanged.</source>
        <translation>已取消；知识库保持不变。</translation>
    </message>
    <message>
        <source>The releases read were refused, nothing changed: %1</source>
        <translation>读取到的版本被拒绝，未做任何更改：%1</translation>
    </message>
    <message>
        <source>Added %1. Plans use them after dlconfig restarts.</source>
        <translation>已添加 %1。dlconfig 重新启动后，方案将使用它们。</translation>
    </message>
    <message>
        <source>The package index has no torch or TensorFlow release the knowledge base lacks; nothing changed.</source>
        <translation>软件包索引中没有知识库缺少的 torch 或 TensorFlow 版本；未做任何更改。</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation>已跳过：%1</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Project name</source>
        <translation>项目名称</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters (billions, custom)</source>
        <translation>参数量（十亿，自定义）</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Image size (px)</source>
        <translation>图像尺寸（像素）</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>分片</translation>
    </message>
    <message>
        <source>Dataset (GB)</source>
        <translation>数据集 (GB)</translation>
    </message>
    <message>
        <source>Electricity (USD per kWh)</source>
        <translation>电价（美元/千瓦时）</translation>
    </message>
    <message>
        <source>Facility PUE</source>
        <translation>机房 PUE</translation>
    </message>
    <message>
        <source>Colocation rack fee (USD a month)</source>
        <translation>托管机柜费（美元/月）</translation>
    </message>
    <message>
        <source>Write-off period (years)</source>
        <translation>折旧年限（年）</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>训练轮数</translation>
    </message>
    <message>
        <source>GPUs per node × nodes</source>
        <translation>每节点 GPU 数 × 节点数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Framework version</source>
        <translation>框架版本</translation>
    </message>
    <message>
        <source>Environment manager</source>
        <translation>环境管理器</translation>
    </message>
    <message>
        <source>Target system</source>
        <translation>目标系统</translation>
    </message>
    <message>
        <source>none (CPU only)</source>
        <translation>无（仅 CPU）</translation>
    </message>
    <message>
        <source>{count} × {gpu} × {nodes} nodes</source>
        <translation>{count} × {gpu} × {nodes} 个节点</translation>
    </message>
    <message>
        <source>VRAM per GPU</source>
        <translation>每块 GPU 显存</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>Minimum NVIDIA driver</source>
        <translation>最低 NVIDIA 驱动版本</translation>
    </message>
    <message>
        <source>Container image</source>
        <translation>容器镜像</translation>
    </message>
    <message>
        <source>{image} (build: {build_image})</source>
        <translation>{image}（构建阶段：{build_image}）</translation>
    </message>
    <message>
        <source>Cluster run</source>
        <translation>集群运行方式</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>Estimated time</source>
        <translation>预计时间</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>{usd} for the training run at list prices of {date}</source>
        <translation>按 {date} 的公开价格，本次训练共 {usd}</translation>
    </message>
    <message>
        <source>{usd} per month at list prices of {date}</source>
        <translation>按 {date} 的公开价格，每月 {usd}</translation>
    </message>
    <message>
        <source>no list price recorded for this place</source>
        <translation>此地点没有记录公开价格</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>OS and software stack</source>
        <translation>操作系统与软件栈</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>容器</translation>
    </message>
    <message>
        <source>Infrastructure</source>
        <translation>基础设施</translation>
    </message>
    <message>
        <source>Summary and export</source>
        <translation>摘要与导出</translation>
    </message>
    <message>
        <source>Image classification</source>
        <translation>图像分类</translation>
    </message>
    <message>
        <source>Segmentation</source>
        <translation>图像分割</translation>
    </message>
    <message>
        <source>Object detection</source>
        <translation>目标检测</translation>
    </message>
    <message>
        <source>Sequence generation / LLM</source>
        <translation>序列生成 / 大语言模型</translation>
    </message>
    <message>
        <source>Text classification</source>
        <translation>文本分类</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>语音</translation>
    </message>
    <message>
        <source>Diffusion (image generation)</source>
        <translation>扩散模型（图像生成）</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Train from scratch</source>
        <translation>从头训练</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>全量微调</translation>
    </message>
    <message>
        <source>Inference / serving</source>
        <translation>推理 / 服务</translation>
    </message>
    <message>
        <source>FP16 mixed</source>
        <translation>FP16 混合精度</translation>
    </message>
    <message>
        <source>BF16 mixed</source>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <source>INT8 weights</source>
        <translation>INT8 权重</translation>
    </message>
    <message>
        <source>INT4 weights</source>
        <translation>INT4 权重</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Windows with WSL2</source>
        <translation>Windows + WSL2</translation>
    </message>
    <message>
        <source>Windows (native)</source>
        <translation>Windows（原生）</translation>
    </message>
    <message>
        <source>Hong Kong PDPO</source>
        <translation>香港《个人资料（私隐）条例》</translation>
    </message>
    <message>
        <source>China PIPL</source>
        <translation>中国《个人信息保护法》</translation>
    </message>
    <message>
        <source>China PIPL (critical operators)</source>
        <translation>中国《个人信息保护法》（关键信息基础设施运营者）</translation>
    </message>
    <message>
        <source>Singapore PDPA</source>
        <translation>新加坡《个人数据保护法》</translation>
    </message>
    <message>
        <source>Japan APPI</source>
        <translation>日本《个人信息保护法》</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>On-premises</source>
        <translation>本地机房</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>托管机房</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>云</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Dataset tokens (billions)</source>
        <translation>数据集词元数（十亿）</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>Training library</source>
        <translation>训练库</translation>
    </message>
    <message>
        <source>Offload to host memory</source>
        <translation>卸载到主机内存</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>LoRA layers</source>
        <translation>LoRA 作用层</translation>
    </message>
    <message>
        <source>Context length (tokens)</source>
        <translation>上下文长度（词元）</translation>
    </message>
    <message>
        <source>Concurrent requests</source>
        <translation>并发请求数</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>as many as the plan finds best</source>
        <translation>由方案决定最佳数量</translation>
    </message>
    <message>
        <source>Deadline (hours a run)</source>
        <translation>期限（每次运行小时数）</translation>
    </message>
    <message>
        <source>Training runs a month</source>
        <translation>每月训练次数</translation>
    </message>
    <message>
        <source>Price modes allowed</source>
        <translation>允许的计价方式</translation>
    </message>
    <message>
        <source>Only these providers</source>
        <translation>仅限这些提供商</translation>
    </message>
    <message>
        <source>Never these providers</source>
        <translation>排除这些提供商</translation>
    </message>
    <message>
        <source>GPUs we own (model)</source>
        <translation>自有 GPU（型号）</translation>
    </message>
    <message>
        <source>GPUs we own (per machine)</source>
        <translation>自有 GPU（每台机器数量）</translation>
    </message>
    <message>
        <source>Machines (nodes)</source>
        <translation>机器数（节点）</translation>
    </message>
    <message>
        <source>They are a Slurm cluster&apos;s nodes</source>
        <translation>这些 GPU 是 Slurm 集群的节点</translation>
    </message>
    <message>
        <source>Slurm partition</source>
        <translation>Slurm 分区</translation>
    </message>
    <message>
        <source>Slurm GPU type (GRES)</source>
        <translation>Slurm GPU 类型（GRES）</translation>
    </message>
    <message>
        <source>Balanced: cost and time</source>
        <translation>均衡：成本与时间</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>Remote notebook (JupyterLab)</source>
        <translation>远程笔记本（JupyterLab）</translation>
    </message>
    <message>
        <source>AMD GPU driver</source>
        <translation>AMD GPU 驱动</translation>
    </message>
    <message>
        <source>{usd} for the training run (hardware you have or buy: write-off and power)</source>
        <translation>一次训练运行 {usd}（自有或购买的硬件：折旧与电费）</translation>
    </message>
    <message>
        <source>{usd} per month (hardware you have or buy: write-off and power)</source>
        <translation>每月 {usd}（自有或购买的硬件：折旧与电费）</translation>
    </message>
    <message>
        <source>Automatic (from sharding)</source>
        <translation>自动（按分片方式）</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>不卸载</translation>
    </message>
    <message>
        <source>Parameters and optimizer states</source>
        <translation>参数和优化器状态</translation>
    </message>
    <message>
        <source>Every linear layer</source>
        <translation>所有线性层</translation>
    </message>
    <message>
        <source>Attention projections (q, k, v, o)</source>
        <translation>注意力投影层（q、k、v、o）</translation>
    </message>
    <message>
        <source>Hardware you own</source>
        <translation>自有硬件</translation>
    </message>
    <message>
        <source>Our cluster (Slurm)</source>
        <translation>我们的集群（Slurm）</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <source>build {build}, WSL {is_wsl}</source>
        <translation>内部版本 {build}，WSL：{is_wsl}</translation>
    </message>
    <message>
        <source>Environment recommendation</source>
        <translation>环境推荐报告</translation>
    </message>
    <message>
        <source>Deep-learning environment for {project}</source>
        <translation>{project} 的深度学习环境</translation>
    </message>
    <message>
        <source>dlconfig {version} planned this environment on {date} (knowledge base {kb_date}). Every choice below carries its reason and source.</source>
        <translation>dlconfig {version} 于 {date} 规划了此环境（知识库日期 {kb_date}）。下面每一项选择都附有理由和来源。</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source>VRAM breakdown (GiB per GPU)</source>
        <translation>显存构成（每块 GPU，GiB）</translation>
    </message>
    <message>
        <source>Measured on this machine, beside the estimate (dlconfig-cli calibrate)</source>
        <translation>本机实测，列在估算旁（dlconfig-cli calibrate）</translation>
    </message>
    <message>
        <source>Hardware options</source>
        <translation>硬件方案</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <source>Container and cluster plan</source>
        <translation>容器与集群方案</translation>
    </message>
    <message>
        <source>Infrastructure and cost</source>
        <translation>基础设施与成本</translation>
    </message>
    <message>
        <source>WSL2 steps</source>
        <translation>WSL2 步骤</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>操作步骤</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>检查发现</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>没有发现问题。</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation>成本（美元）</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Knowledge base</source>
        <translation>知识库</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Recommended: {project} on {gpus} ({place}).</source>
        <translation>推荐：在{place}用 {gpus} 运行 {project}。</translation>
    </message>
    <message>
        <source>Recommended: {project} on {gpus}.</source>
        <translation>推荐：用 {gpus} 运行 {project}。</translation>
    </message>
    <message>
        <source>Time per run</source>
        <translation>每次运行时间</translation>
    </message>
    <message>
        <source>{hours} h ({days} days)</source>
        <translation>{hours} 小时（{days} 天）</translation>
    </message>
    <message>
        <source>{hours} h</source>
        <translation>{hours} 小时</translation>
    </message>
    <message>
        <source>runs continuously (serving)</source>
        <translation>持续运行（推理服务）</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>每次运行费用</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>prices as of {date}</source>
        <translation>价格日期 {date}</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>购买还是租用</translation>
    </message>
    <message>
        <source>buying pays off above {pct}% utilisation ({place})</source>
        <translation>利用率高于 {pct}% 时购买更划算（{place}）</translation>
    </message>
    <message>
        <source>— means no price is on record for that option; nothing is guessed.</source>
        <translation>— 表示该选项没有记录的价格；不作任何猜测。</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次优方案</translation>
    </message>
    <message>
        <source>Serving replicas</source>
        <translation>推理副本数</translation>
    </message>
    <message>
        <source>hardware you have: write-off and power</source>
        <translation>自有硬件：折旧与电费</translation>
    </message>
    <message>
        <source>bought: write-off and power</source>
        <translation>购买：折旧与电费</translation>
    </message>
    <message>
        <source>Why this one</source>
        <translation>为何选择此项</translation>
    </message>
    <message>
        <source>Sign-off</source>
        <translation>审批</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>编制人</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>批准人</translation>
    </message>
    <message>
        <source>Thin memory margin: {need} GiB needed per GPU of {have} GiB.</source>
        <translation>显存余量小：每块 {have} GiB 的 GPU 需要 {need} GiB。</translation>
    </message>
    <message>
        <source>Prices are {days} days old (as of {date}); check them before approving.</source>
        <translation>价格已有 {days} 天（截至 {date}）；批准前请核实。</translation>
    </message>
    <message>
        <source>{rules}: this place needs measures first (see the infrastructure section).</source>
        <translation>{rules}：此地点需先采取措施（见基础设施一节）。</translation>
    </message>
    <message>
        <source>Main risks</source>
        <translation>主要风险</translation>
    </message>
    <message>
        <source>No open risks were found.</source>
        <translation>未发现未解决的风险。</translation>
    </message>
    <message>
        <source>The {part} figure is a rule of thumb (±{pct}%): {value}.</source>
        <translation>{part}的数值是经验估计（±{pct}%）：{value}。</translation>
    </message>
    <message>
        <source>What this machine lacks</source>
        <translation>本机缺少什么</translation>
    </message>
    <message>
        <source>This machine has what the plan needs.</source>
        <translation>本机满足方案的全部需求。</translation>
    </message>
    <message>
        <source>This machine was not examined.</source>
        <translation>未检测本机。</translation>
    </message>
    <message>
        <source>This machine cannot run the plan.</source>
        <translation>本机无法运行此方案。</translation>
    </message>
    <message>
        <source>An NVIDIA GPU: none found here.</source>
        <translation>NVIDIA GPU：本机未找到。</translation>
    </message>
    <message>
        <source>GPU memory: {need} GiB per GPU needed, {have} GiB here.</source>
        <translation>GPU 显存：每个 GPU 需要 {need} GiB，本机有 {have} GiB。</translation>
    </message>
    <message>
        <source>GPUs: {need} needed, {have} here.</source>
        <translation>GPU：需要 {need} 个，本机有 {have} 个。</translation>
    </message>
    <message>
        <source>RAM: {need} GB needed, {have} GB here.</source>
        <translation>内存：需要 {need} GB，本机有 {have} GB。</translation>
    </message>
    <message>
        <source>CPU cores: {need} needed, {have} here.</source>
        <translation>CPU 核心：需要 {need} 个，本机有 {have} 个。</translation>
    </message>
    <message>
        <source>Storage: {need} GB needed.</source>
        <translation>存储：需要 {need} GB。</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>第 {page} 页，共 {pages} 页</translation>
    </message>
    <message>
        <source>dlconfig {version} · knowledge base {kb_version} of {kb_date}</source>
        <translation>dlconfig {version} · 知识库 {kb_version}（{kb_date}）</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>GPUs at catalog price</source>
        <translation>GPU 目录价</translation>
    </message>
    <message>
        <source>Time per run (h)</source>
        <translation>每次运行时间（小时）</translation>
    </message>
    <message>
        <source>Rent: on-demand list prices</source>
        <translation>租用：按需标价</translation>
    </message>
    <message>
        <source>Buy: catalog price, power, break-even</source>
        <translation>购买：目录价格、电费、盈亏平衡</translation>
    </message>
    <message>
        <source>Cost of the run</source>
        <translation>本次运行费用</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>购买价格</translation>
    </message>
    <message>
        <source>Power per month at full load</source>
        <translation>满载时每月电费</translation>
    </message>
    <message>
        <source>Beats renting above</source>
        <translation>利用率高于此值时比租用划算</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>{usd} ({kind}, {date})</source>
        <translation>{usd}（{kind}，{date}）</translation>
    </message>
    <message>
        <source>launch MSRP</source>
        <translation>首发建议零售价</translation>
    </message>
    <message>
        <source>street price</source>
        <translation>市场价</translation>
    </message>
    <message>
        <source>list price</source>
        <translation>标价</translation>
    </message>
    <message>
        <source>Latency to users (ms)</source>
        <translation>到用户的延迟（毫秒）</translation>
    </message>
    <message>
        <source>Latency to data (ms)</source>
        <translation>到数据的延迟（毫秒）</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计价方式</translation>
    </message>
    <message>
        <source>Cost per option (USD)</source>
        <translation>各选项费用（美元）</translation>
    </message>
    <message>
        <source>Time per run by GPU option (hours)</source>
        <translation>各 GPU 选项每次运行时间（小时）</translation>
    </message>
    <message>
        <source>Latency per region (ms)</source>
        <translation>各区域延迟（毫秒）</translation>
    </message>
    <message>
        <source>{count} more option is listed in recommendation.json.</source>
        <translation>另有 {count} 个选项列在 recommendation.json 中。</translation>
    </message>
    <message>
        <source>{count} more options are listed in recommendation.json.</source>
        <translation>另有 {count} 个选项列在 recommendation.json 中。</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>1 年承诺</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>3 年承诺</translation>
    </message>
    <message>
        <source>always on</source>
        <translation>常驻</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>自有</translation>
    </message>
    <message>
        <source>info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Set up this Linux machine (driver, toolkit if needed, environment, check):</source>
        <translation>配置这台 Linux 机器（驱动、按需安装 CUDA 工具包、环境、检查）：</translation>
    </message>
    <message>
        <source>Set up this Mac (Python environment and check):</source>
        <translation>配置这台 Mac（Python 环境与检查）：</translation>
    </message>
    <message>
        <source>On Windows, in PowerShell run as administrator (restarts Windows when needed; then run it again with -Resume):</source>
        <translation>在 Windows 上以管理员身份打开 PowerShell 并运行（需要时会提示重启；重启后加 -Resume 再次运行）：</translation>
    </message>
    <message>
        <source>It then runs scripts/setup_in_wsl.sh inside Ubuntu. Keep datasets under your Linux home, not /mnt/c.</source>
        <translation>随后它会在 Ubuntu 中运行 scripts/setup_in_wsl.sh。请把数据集放在 Linux 主目录下，而不是 /mnt/c。</translation>
    </message>
    <message>
        <source>It writes %UserProfile%\.wslconfig with memory={memory}GB, processors={processors} and swap={swap}GB from the plan, keeps your other settings and saves a .wslconfig.bak copy.</source>
        <translation>它会按方案写入 %UserProfile%\.wslconfig：memory={memory}GB、processors={processors}、swap={swap}GB，保留你的其他设置，并备份为 .wslconfig.bak。</translation>
    </message>
    <message>
        <source>Check the environment at any time (PASS/FAIL per check):</source>
        <translation>随时检查环境（逐项显示 PASS/FAIL）：</translation>
    </message>
    <message>
        <source>Or run in a container (needs Docker and the NVIDIA Container Toolkit for GPUs):</source>
        <translation>或者在容器中运行（GPU 需要 Docker 和 NVIDIA Container Toolkit）：</translation>
    </message>
    <message>
        <source>Or run in a container (needs Docker and AMD&apos;s amdgpu driver on the host):</source>
        <translation>或者在容器中运行（需要 Docker，且主机上装有 AMD 的 amdgpu 驱动）：</translation>
    </message>
    <message>
        <source>On Kubernetes (push the image to your registry first):</source>
        <translation>在 Kubernetes 上运行（先把镜像推送到你的镜像仓库）：</translation>
    </message>
    <message>
        <source>On a Slurm cluster, build the Apptainer image from the Docker image, then submit the batch job (it asks for the plan&apos;s nodes, GPUs and time; its #SBATCH lines name the partition):</source>
        <translation>在 Slurm 集群上：先由 Docker 镜像构建 Apptainer 镜像，再提交批处理作业（它按方案申请节点、GPU 和时长；其 #SBATCH 行写明分区）：</translation>
    </message>
    <message>
        <source>Where the cluster runs containers with enroot and pyxis instead, import the image as a squashfs file and submit the pyxis job:</source>
        <translation>如果集群改用 enroot 和 pyxis 运行容器，请把镜像导入为 squashfs 文件，再提交 pyxis 作业：</translation>
    </message>
    <message>
        <source>Before a multi-node run, check the network between the nodes: run this on every node (NODE0 is the first node&apos;s address); rank 0 prints the all-reduce bus bandwidth against the plan&apos;s link and the iperf3 commands.</source>
        <translation>多节点运行之前，先检查节点之间的网络：在每个节点上运行以下命令（NODE0 是第一个节点的地址）；rank 0 会打印 all-reduce 的总线带宽与方案所定链路的对比，以及 iperf3 命令。</translation>
    </message>
    <message>
        <source>Notebook (JupyterLab)</source>
        <translation>笔记本（JupyterLab）</translation>
    </message>
    <message>
        <source>Start JupyterLab on the machine that runs the workload. It listens on 127.0.0.1 port {port} only and keeps its token in {token_file}, readable by you alone:</source>
        <translation>在运行工作负载的机器上启动 JupyterLab。它只监听 127.0.0.1 的 {port} 端口，令牌保存在 {token_file} 中，只有你本人可读：</translation>
    </message>
    <message>
        <source>From your computer, open an SSH tunnel, then browse to http://localhost:{port}/lab and paste the token:</source>
        <translation>在你的电脑上打开 SSH 隧道，然后在浏览器中访问 http://localhost:{port}/lab 并粘贴令牌：</translation>
    </message>
    <message>
        <source>In WSL 2, Windows forwards the port to its own localhost (WSL&apos;s default NAT networking): on the same PC, open http://localhost:{port}/lab in a Windows browser, no tunnel needed.</source>
        <translation>在 WSL 2 中，Windows 会把该端口转发到它自己的 localhost（WSL 默认的 NAT 网络模式）：在同一台电脑上，用 Windows 浏览器打开 http://localhost:{port}/lab 即可，无需隧道。</translation>
    </message>
    <message>
        <source>With Docker Compose, the notebook service publishes port {port} on the host&apos;s 127.0.0.1 only:</source>
        <translation>使用 Docker Compose 时，notebook 服务只在主机的 127.0.0.1 上发布 {port} 端口：</translation>
    </message>
    <message>
        <source>On Kubernetes, create the token Secret, apply the notebook and forward port {port} to your computer:</source>
        <translation>在 Kubernetes 上，先创建令牌 Secret，再应用笔记本清单，并把 {port} 端口转发到你的电脑：</translation>
    </message>
    <message>
        <source>Warning: this notebook is published on a LoadBalancer, reachable from outside the cluster, with TLS from the Secret {secret} and your password. Anyone who reaches it can try passwords; prefer kubectl port-forward where you can.</source>
        <translation>警告：此笔记本通过 LoadBalancer 发布，集群外部可以访问；它使用 Secret {secret} 中的 TLS 证书和你的密码。任何能访问到它的人都可以尝试猜测密码；能用 kubectl port-forward 时请优先使用。</translation>
    </message>
    <message>
        <source>Sharing GPUs (Kubernetes)</source>
        <translation>共享 GPU（Kubernetes）</translation>
    </message>
    <message>
        <source>MIG: {count} instances of {profile} per GPU, each with its own memory and fault isolation. Give NVIDIA&apos;s MIG manager this layout and label the node; with the mixed MIG strategy a pod then requests nvidia.com/mig-{profile}: 1.</source>
        <translation>MIG：每块 GPU 划分为 {count} 个 {profile} 实例，各自拥有独立的显存和故障隔离。把此布局交给 NVIDIA 的 MIG manager 并给节点打标签；在 mixed MIG 策略下，Pod 随后请求 nvidia.com/mig-{profile}: 1。</translation>
    </message>
    <message>
        <source>Time-slicing: each GPU is advertised as {replicas} replicas that take turns, with no memory or fault isolation between them. Give the device plugin this configuration:</source>
        <translation>时间片共享：每块 GPU 被公布为 {replicas} 个副本轮流使用，副本之间没有显存或故障隔离。把以下配置交给设备插件：</translation>
    </message>
    <message>
        <source>Cap the GPU requests in the project&apos;s namespace at {gpus}, so one project cannot take the pool:</source>
        <translation>把项目的命名空间限制为最多请求 {gpus} 块 GPU，避免单个项目占满资源池：</translation>
    </message>
    <message>
        <source>The container runs {entry} from this folder; to run it without a container, in the environment:</source>
        <translation>容器运行此文件夹中的 {entry}；不用容器时，在该环境中运行：</translation>
    </message>
    <message>
        <source>Checkpoints and the final model go to {output} (in the container: the volume at {mount}); run the same command again and training resumes from the last checkpoint there.</source>
        <translation>检查点和最终模型保存到 {output}（在容器中：挂载在 {mount} 的卷）；再次运行同一命令，训练会从那里的最后一个检查点继续。</translation>
    </message>
    <message>
        <source>No entry point is generated for this task yet: the container runs {entry}, which you add to this folder.</source>
        <translation>此任务尚未生成入口程序：容器运行 {entry}，请把它添加到此文件夹。</translation>
    </message>
    <message>
        <source>Lock file</source>
        <translation>锁定文件</translation>
    </message>
    <message>
        <source>requirements.lock: every package, dependencies included, pinned with hashes</source>
        <translation>requirements.lock：每个包（含依赖）都以哈希值固定版本</translation>
    </message>
    <message>
        <source>direct pins only (requirements.txt): the lock could not be made</source>
        <translation>仅直接固定版本（requirements.txt）：无法生成锁定文件</translation>
    </message>
    <message>
        <source>Every pin was checked for the platform {platform} with Python {python}.</source>
        <translation>每个固定版本都已针对平台 {platform} 和 Python {python} 检查过。</translation>
    </message>
    <message>
        <source>Every pin was checked for the platform {platform} (macOS {macos} or newer) with Python {python}.</source>
        <translation>每个固定版本都已针对平台 {platform}（macOS {macos} 或更高版本）和 Python {python} 检查过。</translation>
    </message>
    <message>
        <source>Or install exactly the locked set (every package pinned with hashes):</source>
        <translation>或者精确安装锁定的包集合（每个包都以哈希值固定）：</translation>
    </message>
    <message>
        <source>Measured speed of this machine</source>
        <translation>本机实测速度</translation>
    </message>
    <message>
        <source>Measured on {date}; the disk figures are for the folder {folder}.</source>
        <translation>测量时间 {date}；磁盘数据针对文件夹 {folder}。</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期值</translation>
    </message>
    <message>
        <source>% of expected</source>
        <translation>占预期 %</translation>
    </message>
    <message>
        <source>not measured ({status})</source>
        <translation>未测量（{status}）</translation>
    </message>
    <message>
        <source>Memory bandwidth (copy)</source>
        <translation>内存带宽（copy）</translation>
    </message>
    <message>
        <source>Memory bandwidth (triad)</source>
        <translation>内存带宽（triad）</translation>
    </message>
    <message>
        <source>CPU matrix multiply (FP32)</source>
        <translation>CPU 矩阵乘法（FP32）</translation>
    </message>
    <message>
        <source>CPU matrix multiply (FP64)</source>
        <translation>CPU 矩阵乘法（FP64）</translation>
    </message>
    <message>
        <source>GPU matrix multiply (FP16)</source>
        <translation>GPU 矩阵乘法（FP16）</translation>
    </message>
    <message>
        <source>GPU matrix multiply (BF16)</source>
        <translation>GPU 矩阵乘法（BF16）</translation>
    </message>
    <message>
        <source>GPU matrix multiply (FP32)</source>
        <translation>GPU 矩阵乘法（FP32）</translation>
    </message>
    <message>
        <source>Host-to-device copy (pinned)</source>
        <translation>主机到设备拷贝（锁页内存）</translation>
    </message>
    <message>
        <source>Disk sequential write</source>
        <translation>磁盘顺序写入</translation>
    </message>
    <message>
        <source>Disk sequential read</source>
        <translation>磁盘顺序读取</translation>
    </message>
    <message>
        <source>Disk random read (4 KiB, QD1)</source>
        <translation>磁盘随机读取（4 KiB，QD1）</translation>
    </message>
    <message>
        <source>Disk random write (4 KiB, QD1)</source>
        <translation>磁盘随机写入（4 KiB，QD1）</translation>
    </message>
    <message>
        <source>Network throughput (iperf3)</source>
        <translation>网络吞吐量（iperf3）</translation>
    </message>
    <message>
        <source>report.pdf sets each figure beside the expected one, with its source.</source>
        <translation>report.pdf 将每项数据与预期值并列，并注明来源。</translation>
    </message>
    <message>
        <source>NVLink within each node; InfiniBand or RoCE between nodes</source>
        <translation>节点内 NVLink；节点间 InfiniBand 或 RoCE</translation>
    </message>
    <message>
        <source>NVLink (or NVSwitch) between the GPUs</source>
        <translation>GPU 之间使用 NVLink（或 NVSwitch）</translation>
    </message>
    <message>
        <source>PCIe (slow for tensor parallelism)</source>
        <translation>PCIe（用于张量并行较慢）</translation>
    </message>
    <message>
        <source>PCIe: sharded training works, with more time spent communicating</source>
        <translation>PCIe：分片训练可行，但通信耗时更多</translation>
    </message>
    <message>
        <source>PCIe between the GPUs is enough for data parallelism</source>
        <translation>GPU 之间用 PCIe 足以进行数据并行</translation>
    </message>
    <message>
        <source>one GPU</source>
        <translation>单 GPU</translation>
    </message>
    <message>
        <source>data parallel (DDP)</source>
        <translation>数据并行（DDP）</translation>
    </message>
    <message>
        <source>independent replicas</source>
        <translation>独立副本</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>FSDP (fully sharded)</source>
        <translation>FSDP（完全分片）</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <source>no sharding</source>
        <translation>不分片</translation>
    </message>
    <message>
        <source>FSDP across nodes</source>
        <translation>跨节点 FSDP</translation>
    </message>
    <message>
        <source>tensor parallel within nodes, data parallel across them</source>
        <translation>节点内张量并行，节点间数据并行</translation>
    </message>
    <message>
        <source>tensor parallel within nodes, pipeline stages across them</source>
        <translation>节点内张量并行，跨节点流水线并行</translation>
    </message>
    <message>
        <source>as described</source>
        <translation>按所述配置</translation>
    </message>
    <message>
        <source>weights, gradients and states sharded</source>
        <translation>权重、梯度和状态已分片</translation>
    </message>
    <message>
        <source>one layer does not fit on a GPU: tensor parallel over NVLink</source>
        <translation>单层放不进一个 GPU：通过 NVLink 张量并行</translation>
    </message>
    <message>
        <source>several nodes: NVLink within, InfiniBand or RoCE between</source>
        <translation>多节点：节点内 NVLink，节点间 InfiniBand 或 RoCE</translation>
    </message>
    <message>
        <source>tensor parallel over NVLink</source>
        <translation>通过 NVLink 张量并行</translation>
    </message>
    <message>
        <source>tensor parallel over PCIe (slower)</source>
        <translation>通过 PCIe 张量并行（较慢）</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>the hardware you own</source>
        <translation>您自有的硬件</translation>
    </message>
    <message>
        <source>your Slurm cluster</source>
        <translation>您的 Slurm 集群</translation>
    </message>
    <message>
        <source>bought, on premises</source>
        <translation>购买，放在自有机房</translation>
    </message>
    <message>
        <source>bought, in a colocation facility</source>
        <translation>购买，放在托管机房</translation>
    </message>
</context>
<context>
    <name>MachinePage</name>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Cores</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>%1 physical, %2 logical</source>
        <translation>%1 个物理核心，%2 个逻辑核心</translation>
    </message>
    <message>
        <source>Frequency</source>
        <translation>频率</translation>
    </message>
    <message>
        <source>L3 cache</source>
        <translation>三级缓存</translation>
    </message>
    <message>
        <source>DL features</source>
        <translation>深度学习相关指令</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>still being read…</source>
        <translation>仍在读取…</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>交换空间</translation>
    </message>
    <message>
        <source>Disks</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>unknown kind</source>
        <translation>类型未知</translation>
    </message>
    <message>
        <source>%1 · %2 free of %3 · %4</source>
        <translation>%1 · 可用 %2 / 共 %3 · %4</translation>
    </message>
    <message>
        <source>%1: kind not known, %2</source>
        <translation>%1：类型未知，%2</translation>
    </message>
    <message>
        <source>No disks were reported.</source>
        <translation>没有报告任何磁盘。</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1：%2</translation>
    </message>
    <message>
        <source>VRAM</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>CUDA (driver)</source>
        <translation>CUDA（驱动）</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>计算能力</translation>
    </message>
    <message>
        <source>CUDA index</source>
        <translation>CUDA 序号</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>MIG</source>
        <translation>MIG</translation>
    </message>
    <message>
        <source>enabled, %1 instances</source>
        <translation>已启用，%1 个实例</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>NVIDIA GPUs</source>
        <translation>NVIDIA GPU</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Other adapter</source>
        <translation>其他显卡</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>WSL</source>
        <translation>WSL</translation>
    </message>
    <message>
        <source>WSL %1</source>
        <translation>WSL %1</translation>
    </message>
    <message>
        <source>Windows build</source>
        <translation>Windows 版本号</translation>
    </message>
    <message>
        <source>Python and frameworks</source>
        <translation>Python 和框架</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>Frameworks</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>none installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>复制为文本</translation>
    </message>
    <message>
        <source>Save as JSON…</source>
        <translation>保存为 JSON…</translation>
    </message>
    <message>
        <source>Probing this machine…</source>
        <translation>正在检测本机…</translation>
    </message>
    <message>
        <source>Reading CPU details…</source>
        <translation>正在读取 CPU 详细信息…</translation>
    </message>
    <message>
        <source>Probe complete</source>
        <translation>检测完成</translation>
    </message>
    <message>
        <source>Probe failed: %1</source>
        <translation>检测失败：%1</translation>
    </message>
    <message>
        <source>Save machine profile</source>
        <translation>保存本机配置</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>About dlconfig</source>
        <translation>关于 dlconfig</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>dlconfig sessions (*.dlconfig.json);;Recommendations (*.json)</source>
        <translation>dlconfig 会话 (*.dlconfig.json);;推荐方案 (*.json)</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>无法打开会话</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2

Nothing was changed.</source>
        <translation>无法打开 %1：%2

没有做任何更改。</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The plan has unsaved changes. Save them first?</source>
        <translation>计划有未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <source>Live monitor</source>
        <translation>实时监控</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Read the &amp;guide (README)</source>
        <translation>阅读使用指南(&amp;G)（README）</translation>
    </message>
    <message>
        <source>&amp;About dlconfig</source>
        <translation>关于 dlconfig(&amp;A)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>加载中…</translation>
    </message>
    <message>
        <source>Knowledge base unreadable: %1</source>
        <translation>无法读取知识库：%1</translation>
    </message>
    <message>
        <source>Knowledge base: loading…</source>
        <translation>知识库：加载中…</translation>
    </message>
    <message>
        <source>Knowledge base %1 (facts as of %2)</source>
        <translation>知识库 %1（数据截至 %2）</translation>
    </message>
    <message>
        <source>%1 days old: prices and versions may have changed</source>
        <translation>已有 %1 天：价格和版本可能已变化</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Probe: running</source>
        <translation>检测：进行中</translation>
    </message>
    <message>
        <source>Probe: reading details</source>
        <translation>检测：正在读取详细信息</translation>
    </message>
    <message>
        <source>Probe: complete</source>
        <translation>检测：完成</translation>
    </message>
    <message>
        <source>Probe: failed</source>
        <translation>检测：失败</translation>
    </message>
</context>
<context>
    <name>ModelPickerWidget</name>
    <message>
        <source>Model from file…</source>
        <translation>从文件读取模型…</translation>
    </message>
    <message>
        <source>Read the model from a Hugging Face config.json, a model.safetensors.index.json or a GGUF file; other fields stay as they are</source>
        <translation>从 Hugging Face 的 config.json、model.safetensors.index.json 或 GGUF 文件读取模型；其他字段保持不变</translation>
    </message>
    <message>
        <source>Type to search the presets</source>
        <translation>输入以搜索预设</translation>
    </message>
    <message>
        <source>Model from file</source>
        <translation>从文件读取模型</translation>
    </message>
    <message>
        <source>Model files (*.json *.gguf)</source>
        <translation>模型文件 (*.json *.gguf)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>From file: %1</source>
        <translation>来自文件：%1</translation>
    </message>
</context>
<context>
    <name>MonitorPage</name>
    <message>
        <source>Live monitor</source>
        <translation>实时监控</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>间隔</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>No GPU graphs: %1</source>
        <translation>没有 GPU 图表：%1</translation>
    </message>
    <message>
        <source>No NVIDIA GPU was found on this machine, so there are no GPU graphs.</source>
        <translation>本机上没有找到 NVIDIA GPU，因此没有 GPU 图表。</translation>
    </message>
    <message>
        <source>Waiting for the first sample…</source>
        <translation>正在等待第一个采样…</translation>
    </message>
    <message>
        <source>Sampling problem: %1</source>
        <translation>采样出现问题：%1</translation>
    </message>
    <message>
        <source>CPU %1% · RAM %2% · disk %3 read, %4 write · network %5 in, %6 out</source>
        <translation>CPU %1% · 内存 %2% · 磁盘 读 %3、写 %4 · 网络 入 %5、出 %6</translation>
    </message>
    <message>
        <source>Export history</source>
        <translation>导出历史数据</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>Export plots</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
</context>
<context>
    <name>MonitorPlots</name>
    <message>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>CPU total (%)</source>
        <translation>CPU 总占用 (%)</translation>
    </message>
    <message>
        <source>CPU per core</source>
        <translation>每个 CPU 核心</translation>
    </message>
    <message>
        <source>seconds before now</source>
        <translation>距现在的秒数</translation>
    </message>
    <message>
        <source>RAM and swap (%)</source>
        <translation>内存和交换空间 (%)</translation>
    </message>
    <message>
        <source>read</source>
        <translation>读</translation>
    </message>
    <message>
        <source>write</source>
        <translation>写</translation>
    </message>
    <message>
        <source>in</source>
        <translation>入</translation>
    </message>
    <message>
        <source>out</source>
        <translation>出</translation>
    </message>
    <message>
        <source>busiest core</source>
        <translation>最忙的核心</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>GPU %1 %2: utilisation and memory (%)</source>
        <translation>GPU %1 %2：利用率和显存 (%)</translation>
    </message>
    <message>
        <source>GPU %1: temperature (°C) and power (W)</source>
        <translation>GPU %1：温度 (°C) 和功耗 (W)</translation>
    </message>
</context>
<context>
    <name>PlanPage</name>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Fix the marked fields first: %1</source>
        <translation>请先修正标出的字段：%1</translation>
    </message>
    <message>
        <source>No plan can be made yet: %1</source>
        <translation>还无法生成计划：%1</translation>
    </message>
    <message>
        <source>waiting for the planner</source>
        <translation>正在等待规划器</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>下一步：%1</translation>
    </message>
    <message>
        <source>Enter or Alt+→</source>
        <translation>回车键或 Alt+→</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>正在规划…</translation>
    </message>
    <message>
        <source>Plan updated in %1 ms</source>
        <translation>计划已在 %1 毫秒内更新</translation>
    </message>
    <message>
        <source>From your edit to the updated page, planning and drawing included.</source>
        <translation>从您的修改到页面更新所用的时间，包括规划和绘制。</translation>
    </message>
</context>
<context>
    <name>PlanViewModel</name>
    <message>
        <source>There is no plan to export yet.</source>
        <translation>还没有可导出的计划。</translation>
    </message>
</context>
<context>
    <name>PriceImportPanel</name>
    <message>
        <source>Import cloud prices</source>
        <translation>导入云价格</translation>
    </message>
    <message>
        <source>Installs the GPU list prices of the SkyPilot catalog in %1 as a dated price overlay; nothing is downloaded.</source>
        <translation>将 %1 中 SkyPilot 目录的 GPU 标价安装为带日期的价格覆盖层；不会下载任何内容。</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Installed %1 priced GPU instance rows from %2 (%3 rows skipped). Plans use them after dlconfig restarts.</source>
        <translation>已安装来自 %2 的 %1 行带价格的 GPU 实例（跳过 %3 行）。dlconfig 重新启动后，方案将使用这些价格。</translation>
    </message>
    <message>
        <source>Refused; the installed prices are unchanged: %1</source>
        <translation>已拒绝；已安装的价格保持不变：%1</translation>
    </message>
</context>
<context>
    <name>ReasonText</name>
    <message>
        <source>Runtime stage on {image}: the CUDA {image_cuda} shared libraries and cuDNN without the compiler toolchain keeps the image small; the framework&apos;s wheels are installed with the exact pins of requirements.txt.</source>
        <translation>运行阶段基于 {image}：只含 CUDA {image_cuda} 共享库和 cuDNN，不含编译工具链，镜像更小；框架的 wheel 按 requirements.txt 的精确版本安装。</translation>
    </message>
    <message>
        <source>Runtime stage on {image}: the CUDA {image_cuda} shared libraries without the compiler toolchain keeps the image small; the framework&apos;s wheels are installed with the exact pins of requirements.txt.</source>
        <translation>运行阶段基于 {image}：只含 CUDA {image_cuda} 共享库，不含编译工具链，镜像更小；框架的 wheel 按 requirements.txt 的精确版本安装。</translation>
    </message>
    <message>
        <source>The image is built on {image}, vLLM&apos;s own server image for the planned vLLM version: it brings the engine, PyTorch and the CUDA libraries it was built with, so the stages above are not used.</source>
        <translation>镜像基于 {image} 构建，这是 vLLM 为计划中的 vLLM 版本提供的官方服务器镜像：它自带推理引擎、PyTorch 及其构建所用的 CUDA 库，因此不使用上述构建阶段。</translation>
    </message>
    <message>
        <source>The image is built on {image}, TensorFlow Serving&apos;s own image for the planned TensorFlow version: it brings the model server and its CUDA libraries, so the stages above are not used.</source>
        <translation>镜像基于 {image} 构建，这是 TensorFlow Serving 为计划中的 TensorFlow 版本提供的官方镜像：它自带模型服务器及其 CUDA 库，因此不使用上述构建阶段。</translation>
    </message>
    <message>
        <source>{name}&apos;s host is an Arm Grace CPU: build and pull the image for linux/arm64 (docker buildx build --platform linux/arm64); x86_64 images do not run there.</source>
        <translation>{name} 的主机是 Arm 架构的 Grace CPU：请为 linux/arm64 构建和拉取镜像（docker buildx build --platform linux/arm64）；x86_64 镜像无法在其上运行。</translation>
    </message>
    <message>
        <source>Build stage on {image}: the plan compiles CUDA code, which needs nvcc and the headers; they stay out of the runtime image.</source>
        <translation>构建阶段基于 {image}：方案需要编译 CUDA 代码，需要 nvcc 和头文件；它们不会进入运行镜像。</translation>
    </message>
    <message>
        <source>{image}: AMD&apos;s PyTorch image validated for ROCm {rocm}, the base for the plan&apos;s {variant} build; its own PyTorch {image_framework} stays unused beside the plan&apos;s locked environment.</source>
        <translation>{image}：AMD 为 ROCm {rocm} 验证过的 PyTorch 镜像，作为方案 {variant} 构建的基础镜像；镜像自带的 PyTorch {image_framework} 不使用，方案锁定的环境与之并存。</translation>
    </message>
    <message>
        <source>AMD GPUs reach the container as device files ({devices}) with the groups that may open them ({groups}); the amdgpu driver stays on the host and no NVIDIA runtime is involved.</source>
        <translation>AMD GPU 以设备文件（{devices}）的形式进入容器，并加入有权打开它们的用户组（{groups}）；amdgpu 驱动留在主机上，不涉及任何 NVIDIA 运行时。</translation>
    </message>
    <message>
        <source>Kubernetes: AMD&apos;s GPU device plugin, run on the GPU nodes, offers the GPUs as {resource}; the manifests request them by that name.</source>
        <translation>Kubernetes：在 GPU 节点上运行的 AMD GPU 设备插件将 GPU 以 {resource} 资源提供；清单按此名称申请 GPU。</translation>
    </message>
    <message>
        <source>Nothing is compiled, so the build stage uses the runtime image and only the virtual environment is copied across.</source>
        <translation>无需编译，因此构建阶段使用运行镜像，只复制虚拟环境。</translation>
    </message>
    <message>
        <source>No nvidia/cuda tag for CUDA {cuda} is in the knowledge base; the image uses Python slim and the CUDA libraries that the framework&apos;s wheels bring.</source>
        <translation>知识库中没有 CUDA {cuda} 的 nvidia/cuda 标签；镜像改用 Python slim，CUDA 库由框架的 wheel 提供。</translation>
    </message>
    <message>
        <source>Containers on macOS run in a Linux VM without access to the Apple GPU (MPS); the container is CPU-only on {image}. Train natively for MPS.</source>
        <translation>macOS 上的容器运行在无法访问 Apple GPU（MPS）的 Linux 虚拟机中；容器在 {image} 上仅用 CPU。要使用 MPS，请直接在本机训练。</translation>
    </message>
    <message>
        <source>No NVIDIA GPU in the plan: {image} is the smallest official image with Python {python}.</source>
        <translation>方案中没有 NVIDIA GPU：{image} 是带 Python {python} 的最小官方镜像。</translation>
    </message>
    <message>
        <source>{image} is the smallest official image with Python {python}; the GPU works through the NVIDIA container toolkit, which mounts the driver when the Dockerfile asks for its compute libraries (NVIDIA_DRIVER_CAPABILITIES).</source>
        <translation>{image} 是带 Python {python} 的最小官方镜像；GPU 通过 NVIDIA 容器工具包使用：Dockerfile 声明需要驱动的计算库（NVIDIA_DRIVER_CAPABILITIES）时，工具包会把驱动挂载进容器。</translation>
    </message>
    <message>
        <source>The official {image} image carries the same framework version; it is a valid base too, but the exported Dockerfile installs the exact pins so the container matches the host setup.</source>
        <translation>官方镜像 {image} 含相同的框架版本，也可作为基础镜像；但导出的 Dockerfile 按精确版本安装，使容器与主机环境一致。</translation>
    </message>
    <message>
        <source>Two stages: dependencies are installed in a build stage with a pip cache mount and copied into a slim runtime stage as one virtual environment; the app runs as a non-root user and the dataset is mounted at run time, never copied into the image.</source>
        <translation>两阶段构建：依赖在带 pip 缓存挂载的构建阶段安装，再作为一个虚拟环境复制到精简的运行阶段；应用以非 root 用户运行，数据集在运行时挂载，从不复制进镜像。</translation>
    </message>
    <message>
        <source>Requests {cpu} CPU cores and {memory_gb:g} GB memory per node from the hardware plan; /dev/shm is {shm_gb:g} GB (a quarter of it, 1 to 64 GB) for data-loader worker processes (Docker&apos;s default is 64 MB).</source>
        <translation>按硬件方案，每个节点请求 {cpu} 个 CPU 核心和 {memory_gb:g} GB 内存；/dev/shm 为 {shm_gb:g} GB（内存的四分之一，限 1 到 64 GB），供数据加载子进程使用（Docker 默认仅 64 MB）。</translation>
    </message>
    <message>
        <source>{procs} process(es) per node and {resource}: {gpus} set explicitly: &apos;auto&apos; would start one process on a multi-GPU node.</source>
        <translation>每个节点 {procs} 个进程，{resource} 明确设为 {gpus}：设为 auto 会在多 GPU 节点上只启动一个进程。</translation>
    </message>
    <message>
        <source>{procs} process(es) per node and nvidia.com/gpu: {gpus} set explicitly: &apos;auto&apos; would start one process on a multi-GPU node.</source>
        <translation>每个节点 {procs} 个进程，nvidia.com/gpu 明确设为 {gpus}：设为 auto 会在多 GPU 节点上只启动一个进程。</translation>
    </message>
    <message>
        <source> TensorFlow uses one process per node with all its GPUs (MirroredStrategy / MultiWorkerMirroredStrategy).</source>
        <translation>TensorFlow 每个节点使用一个进程管理其全部 GPU（MirroredStrategy / MultiWorkerMirroredStrategy）。</translation>
    </message>
    <message>
        <source>Serving: a Deployment keeps the replicas running and a Service exposes port {port}.</source>
        <translation>推理服务：Deployment 保持副本运行，Service 暴露端口 {port}。</translation>
    </message>
    <message>
        <source>Multi-worker TensorFlow on {nodes} nodes: an indexed Job with a headless Service; each pod builds TF_CONFIG explicitly from its completion index for MultiWorkerMirroredStrategy.</source>
        <translation>{nodes} 个节点的 TensorFlow 多工作器训练：Indexed Job 加 headless Service；每个 Pod 根据其完成序号显式生成 TF_CONFIG，供 MultiWorkerMirroredStrategy 使用。</translation>
    </message>
    <message>
        <source>Multi-node training on {nodes} nodes: a Kubeflow Trainer {operator_version} TrainJob ({api_version}) on the ClusterTrainingRuntime &apos;{runtime}&apos;.</source>
        <translation>{nodes} 个节点的多节点训练：使用 Kubeflow Trainer {operator_version} 的 TrainJob（{api_version}），运行在 ClusterTrainingRuntime“{runtime}”上。</translation>
    </message>
    <message>
        <source>A v1 PyTorchJob ({api_version}, Training Operator {operator_version}) is included as a legacy option for clusters that still run it; v1 is deprecated.</source>
        <translation>另附 v1 PyTorchJob（{api_version}，Training Operator {operator_version}），供仍在运行它的集群作为旧版选项；v1 已弃用。</translation>
    </message>
    <message>
        <source>Single-node training: a Kubernetes Job runs to completion and is not restarted once it succeeds.</source>
        <translation>单节点训练：Kubernetes Job 运行至完成，成功后不会再重启。</translation>
    </message>
    <message>
        <source>Pods tolerate the nvidia.com/gpu taint and require nodes labelled nvidia.com/gpu.product={label}.</source>
        <translation>Pod 容忍 nvidia.com/gpu 污点，并要求节点带有标签 nvidia.com/gpu.product={label}。</translation>
    </message>
    <message>
        <source>Pods tolerate the nvidia.com/gpu taint; the GPU catalog has no nvidia.com/gpu.product value for this GPU, so add a node affinity on that label by hand if the cluster mixes GPU models.</source>
        <translation>Pod 容忍 nvidia.com/gpu 污点；GPU 目录中没有此 GPU 的 nvidia.com/gpu.product 取值，若集群混用多种 GPU，请手动添加该标签的节点亲和性。</translation>
    </message>
    <message>
        <source>{image} carries Python {python}, the plan&apos;s Python: the virtual environment is created with it.</source>
        <translation>{image} 自带 Python {python}，正是方案中的 Python：虚拟环境以它创建。</translation>
    </message>
    <message>
        <source>{image} carries no Python, so the build stage installs uv {uv} with pip and uv installs Python {python}, the plan&apos;s Python, under {install_dir}; the virtual environment is created with it and both folders are copied into the runtime stage, so the container runs the Python the pins were resolved for.</source>
        <translation>{image} 不含 Python，因此构建阶段用 pip 安装 uv {uv}，再由 uv 把方案中的 Python {python} 安装到 {install_dir}；虚拟环境以它创建，两个目录都复制到运行阶段，使容器运行的正是依赖版本所针对的 Python。</translation>
    </message>
    <message>
        <source>{image} carries Python {image_python}, so the build stage installs uv {uv} with pip and uv installs Python {python}, the plan&apos;s Python, under {install_dir}; the virtual environment is created with it and both folders are copied into the runtime stage, so the container runs the Python the pins were resolved for.</source>
        <translation>{image} 自带 Python {image_python}，因此构建阶段用 pip 安装 uv {uv}，再由 uv 把方案中的 Python {python} 安装到 {install_dir}；虚拟环境以它创建，两个目录都复制到运行阶段，使容器运行的正是依赖版本所针对的 Python。</translation>
    </message>
    <message>
        <source>CUDA images carry no Python and the knowledge base records no uv release: the Dockerfile installs Ubuntu&apos;s python3, which can differ from the plan&apos;s Python {python}; the pins in requirements.txt must support both.</source>
        <translation>CUDA 镜像不含 Python，且知识库未记录 uv 版本：Dockerfile 安装 Ubuntu 自带的 python3，可能与方案中的 Python {python} 不同；requirements.txt 中的版本需同时支持二者。</translation>
    </message>
    <message>
        <source>No python image of the plan&apos;s Python {python} is recorded and no uv release either: {image} runs Python {image_python}; the pins in requirements.txt must support it.</source>
        <translation>知识库中没有方案的 Python {python} 的 python 镜像，也没有 uv 版本：{image} 运行 Python {image_python}；requirements.txt 中的版本需支持它。</translation>
    </message>
    <message>
        <source>This machine: </source>
        <translation>本机：</translation>
    </message>
    <message>
        <source>A server of your own next to the data: </source>
        <translation>数据旁的自有服务器：</translation>
    </message>
    <message>
        <source>A server in a colocation facility near the users ({city}): </source>
        <translation>用户附近托管机房中的服务器（{city}）：</translation>
    </message>
    <message>
        <source>{where}: </source>
        <translation>{where}：</translation>
    </message>
    <message>
        <source>about {data_ms:.0f} ms round trip to the data and about {users_ms:.0f} ms to the users</source>
        <translation>到数据约 {data_ms:.0f} ms 往返，到用户约 {users_ms:.0f} ms</translation>
    </message>
    <message>
        <source>about {data_ms:.0f} ms round trip to the data</source>
        <translation>到数据约 {data_ms:.0f} ms 往返</translation>
    </message>
    <message>
        <source>about {users_ms:.0f} ms to the users</source>
        <translation>到用户约 {users_ms:.0f} ms</translation>
    </message>
    <message>
        <source>no data or users location given</source>
        <translation>未给出数据或用户的位置</translation>
    </message>
    <message>
        <source> (±{error_pct:g} %).</source>
        <translation>（±{error_pct:g} %）。</translation>
    </message>
    <message>
        <source>{instance_type} is recorded as offered in every region.</source>
        <translation>记录显示 {instance_type} 在所有区域都有提供。</translation>
    </message>
    <message>
        <source>{instance_type} is recorded as offered in {scope}.</source>
        <translation>记录显示 {instance_type} 在 {scope} 有提供。</translation>
    </message>
    <message>
        <source>Training run: ${usd:,.2f} at the {mode} list price ${usd_per_hour:.4f}/h x {hours:,.1f} instance-hours.</source>
        <translation>一次训练：${usd:,.2f}，按{mode}标价 ${usd_per_hour:.4f}/小时 × {hours:,.1f} 实例小时。</translation>
    </message>
    <message>
        <source>Spot price: the capacity can be reclaimed at any time, so the run needs checkpointing and restarts ({overhead_pct:g} % extra instance-hours are counted).</source>
        <translation>竞价价格：该容量随时可能被收回，因此运行需要检查点和重启（已计入 {overhead_pct:g} % 的额外实例小时）。</translation>
    </message>
    <message>
        <source>{provider_name} {near_region} ({near_city}), the region nearest {place}, is not recorded as offering {gpu}; the nearest region with it is {region} ({city}), about {rtt_ms:.0f} ms round trip from {place} instead of {near_rtt_ms:.0f} ms.</source>
        <translation>{provider_name} 的 {near_region}（{near_city}）是离 {place} 最近的区域，但没有记录提供 {gpu}；最近的提供该 GPU 的区域是 {region}（{city}），从 {place} 往返约 {rtt_ms:.0f} 毫秒，而非 {near_rtt_ms:.0f} 毫秒。</translation>
    </message>
    <message>
        <source>A month of serving: ${usd:,.2f} at the {mode} list price ${usd_per_hour:.4f}/h x {hours:,.1f} instance-hours.</source>
        <translation>一个月推理服务：${usd:,.2f}，按{mode}标价 ${usd_per_hour:.4f}/小时 × {hours:,.1f} 实例小时。</translation>
    </message>
    <message>
        <source>Keeping the {dataset_gb:g} GB dataset costs per month: {tiers} (hot data on local NVMe while training, warm copies on SSD volumes).</source>
        <translation>保存 {dataset_gb:g} GB 数据集每月费用：{tiers}（训练时热数据放本地 NVMe，温备份放 SSD 卷）。</translation>
    </message>
    <message>
        <source>Reading the {dataset_gb:g} GB dataset back once from the {tier} tier costs ${usd:,.2f} (${usd_per_gb}/GB retrieval list price; requests not included).</source>
        <translation>从 {tier} 层将 {dataset_gb:g} GB 数据集读回一次需 ${usd:,.2f}（取回标价 ${usd_per_gb}/GB；不含请求费用）。</translation>
    </message>
    <message>
        <source>Sending the {dataset_gb:g} GB dataset out of {region} to the internet once costs ${usd:,.2f} (${usd_per_gb}/GB list price).</source>
        <translation>将 {dataset_gb:g} GB 数据集从 {region} 向互联网传出一次需 ${usd:,.2f}（目录价 ${usd_per_gb}/GB）。</translation>
    </message>
    <message>
        <source>Sending the {dataset_gb:g} GB dataset out of {region} to users in mainland China once costs ${usd:,.2f} (${usd_per_gb}/GB list price for China destinations).</source>
        <translation>将 {dataset_gb:g} GB 数据集从 {region} 传给中国大陆的用户一次需 ${usd:,.2f}（发往中国目的地的目录价 ${usd_per_gb}/GB）。</translation>
    </message>
    <message>
        <source>No egress price of {provider_name} is recorded; moving the dataset out is not costed.</source>
        <translation>未记录 {provider_name} 的出站流量价格；未计算迁出数据集的费用。</translation>
    </message>
    <message>
        <source>Buying {gpus} × {gpu_name} at ${purchase_usd:,.0f} each ({price_kind}), written off over {years:g} years, with power at ${usd_per_kwh}/kWh and PUE {pue}, beats renting at ${rent_usd_per_gpu_hour:.3f} per GPU-hour above {break_even_pct:.0f}% utilisation.</source>
        <translation>以每块 ${purchase_usd:,.0f}（{price_kind}）购买 {gpus} × {gpu_name}，按 {years:g} 年折旧，电价 ${usd_per_kwh}/kWh、PUE {pue}，在利用率高于 {break_even_pct:.0f}% 时比按每 GPU 小时 ${rent_usd_per_gpu_hour:.3f} 租用更划算。</translation>
    </message>
    <message>
        <source>Buying {gpus} × {gpu_name} at ${purchase_usd:,.0f} each ({price_kind}), written off over {years:g} years, with power at ${usd_per_kwh}/kWh and PUE {pue}, beats renting at ${rent_usd_per_gpu_hour:.3f} per GPU-hour above 100 % utilisation, i.e. never within the write-off period.</source>
        <translation>以每块 ${purchase_usd:,.0f}（{price_kind}）购买 {gpus} × {gpu_name}，按 {years:g} 年折旧，电价 ${usd_per_kwh}/kWh、PUE {pue}，要利用率高于 100% 才比按每 GPU 小时 ${rent_usd_per_gpu_hour:.3f} 租用划算，即折旧期内永远不会。</translation>
    </message>
    <message>
        <source>The GPU catalog has no purchase price for {gpu}; buying is not costed.</source>
        <translation>GPU 目录中没有 {gpu} 的购买价格；未计算购买成本。</translation>
    </message>
    <message>
        <source>Power: GPU board power {watts:g} W × {gpus} × PUE {pue} at ${usd_per_kwh}/kWh = ${month_usd:,.2f} per month at full load (host CPU and RAM not counted).</source>
        <translation>电费：GPU 板卡功耗 {watts:g} W × {gpus} × PUE {pue}，电价 ${usd_per_kwh}/kWh，满载每月 ${month_usd:,.2f}（不含主机 CPU 和内存）。</translation>
    </message>
    <message>
        <source>This machine does not meet the workload&apos;s needs (see the hardware step).</source>
        <translation>本机不满足此工作负载的需求（见硬件步骤）。</translation>
    </message>
    <message>
        <source>The hardware step chose no GPU, so no GPU place is ranked.</source>
        <translation>硬件步骤未选择 GPU，因此不对 GPU 运行地点排名。</translation>
    </message>
    <message>
        <source>No cloud region is recorded to offer {gpu} with a list price, so no cloud option is ranked; see the notes on which prices could be recorded.</source>
        <translation>没有记录到以标价提供 {gpu} 的云区域，因此不对云选项排名；哪些价格能够记录，请见说明。</translation>
    </message>
    <message>
        <source>Training plus one month of serving comes to ${total_usd:,.2f}, over the ${budget_usd:,.2f} budget.</source>
        <translation>训练加一个月推理服务共 ${total_usd:,.2f}，超出 ${budget_usd:,.2f} 的预算。</translation>
    </message>
    <message>
        <source>Round-trip time = 2 x great-circle distance x {path_factor} (cable detour) / {fibre_km_per_ms} km per ms (light in fibre) + {base_ms:g} ms; fitted to published inter-region round trips, error about ±{error_pct:g} %.</source>
        <translation>往返时间 = 2 × 大圆距离 × {path_factor}（线缆绕行）/ 每毫秒 {fibre_km_per_ms} km（光纤中的光速）+ {base_ms:g} ms；按公开的跨区域往返时间拟合，误差约 ±{error_pct:g} %。</translation>
    </message>
    <message>
        <source>Train on {train}, serve from {serve}; compare side by side.</source>
        <translation>在 {train} 训练，从 {serve} 提供服务；可并列比较。</translation>
    </message>
    <message>
        <source>{rule_name}: needs {needs}.</source>
        <translation>{rule_name}：需要 {needs}。</translation>
    </message>
    <message>
        <source>Excluded by {rule_name}: data must stay in {home}; this place is in {country}.</source>
        <translation>因 {rule_name} 被排除：数据必须留在 {home}；此地点位于 {country}。</translation>
    </message>
    <message>
        <source>Excluded by {rule_name}: data must stay in {home}; this place is in an unknown country.</source>
        <translation>因 {rule_name} 被排除：数据必须留在 {home}；此地点所在国家未知。</translation>
    </message>
    <message>
        <source>Excluded by {rule_name}: no business associate agreement from {provider} is on record.</source>
        <translation>因 {rule_name} 被排除：没有 {provider} 的业务伙伴协议（BAA）记录。</translation>
    </message>
    <message>
        <source>Excluded by {rule_name}: no business associate agreement from this provider is on record.</source>
        <translation>因 {rule_name} 被排除：没有此服务商的业务伙伴协议（BAA）记录。</translation>
    </message>
    <message>
        <source>{rule_name}: {country} is {condition}; otherwise {needs}.</source>
        <translation>{rule_name}：{country} 的情况为 {condition}；否则需要 {needs}。</translation>
    </message>
    <message>
        <source>{rule_name}: {country} is outside {home} without adequacy; the transfer needs {needs}.</source>
        <translation>{rule_name}：{country} 在 {home} 之外且无充分性认定；数据传输需要 {needs}。</translation>
    </message>
    <message>
        <source>{rule_name}: an unknown country is outside {home} without adequacy; the transfer needs {needs}.</source>
        <translation>{rule_name}：未知国家位于 {home} 之外且无充分性认定；传输需要 {needs}。</translation>
    </message>
    <message>
        <source>{rule_name}: {provider} offers a BAA; sign it before any ePHI goes there.</source>
        <translation>{rule_name}：{provider} 提供 BAA；在任何 ePHI 传入之前先签署。</translation>
    </message>
    <message>
        <source>{rule_name}: on your own machines no BAA is needed with a cloud provider; check whether the colocation operator can reach the data.</source>
        <translation>{rule_name}：在自有机器上无需与云服务商签 BAA；请确认托管机房运营方能否接触到数据。</translation>
    </message>
    <message>
        <source>{name}: {params_b:.3g}B parameters, {active_b:.3g}B active per token, shapes from its official configuration.</source>
        <translation>{name}：{params_b:.3g}B 参数，每个 token 激活 {active_b:.3g}B，结构取自其官方配置。</translation>
    </message>
    <message>
        <source>{name}: {params_b:.3g}B parameters, shapes from its official configuration.</source>
        <translation>{name}：{params_b:.3g}B 参数，结构取自其官方配置。</translation>
    </message>
    <message>
        <source>Custom model of {params_b:.3g}B parameters as given in the workload.</source>
        <translation>自定义模型，{params_b:.3g}B 参数，按工作负载中的设定。</translation>
    </message>
    <message>
        <source>QLoRA keeps the frozen model in 4-bit NormalFloat with double quantization ({bits_per_weight:g} bits per weight); embeddings and output head stay 16-bit.</source>
        <translation>QLoRA 以带双重量化的 4 位 NormalFloat 保存冻结的模型（每个权重 {bits_per_weight:g} 位）；嵌入层和输出头保持 16 位。</translation>
    </message>
    <message>
        <source>8-bit weights (1 byte each, LLM.int8()); embeddings and output head stay 16-bit.</source>
        <translation>8 位权重（每个 1 字节，LLM.int8()）；嵌入层和输出头保持 16 位。</translation>
    </message>
    <message>
        <source>4-bit weights with one fp32 scale per 64 (4.5 bits each); embeddings and output head stay 16-bit.</source>
        <translation>4 位权重，每 64 个共用一个 fp32 缩放因子（每个 4.5 位）；嵌入层和输出头保持 16 位。</translation>
    </message>
    <message>
        <source>Weights in {precision}: {gib:.1f} GiB per GPU.</source>
        <translation>{precision} 权重：每个 GPU {gib:.1f} GiB。</translation>
    </message>
    <message>
        <source>LoRA rank {rank} on every linear layer trains {trainable_m:.1f}M parameters; only they carry gradients and optimizer states.</source>
        <translation>在每个线性层上使用秩为 {rank} 的 LoRA，训练 {trainable_m:.1f}M 个参数；只有它们带有梯度和优化器状态。</translation>
    </message>
    <message>
        <source>QLoRA&apos;s paged optimizer moves optimizer states to host memory only on memory spikes; they are counted on the GPU here.</source>
        <translation>QLoRA 的分页优化器只在显存峰值时把优化器状态移到主机内存；这里仍按 GPU 上计算。</translation>
    </message>
    <message>
        <source>{optimizer}: {bytes_per_param:.3g} bytes of optimizer state per trainable parameter (fp32 master copy included in mixed precision); with 16-bit weights and gradients, Adam needs 16 bytes per parameter.</source>
        <translation>{optimizer}：每个可训练参数 {bytes_per_param:.3g} 字节优化器状态（混合精度下含 fp32 主副本）；加上 16 位权重和梯度，Adam 每个参数需要 16 字节。</translation>
    </message>
    <message>
        <source>DDP over {gpus} GPUs: every GPU keeps a full replica of the model states.</source>
        <translation>DDP 跨 {gpus} 个 GPU：每个 GPU 保存模型状态的完整副本。</translation>
    </message>
    <message>
        <source>ZERO1 over {gpus} GPUs: optimizer states are partitioned.</source>
        <translation>ZeRO-1 跨 {gpus} 个 GPU：优化器状态被分片。</translation>
    </message>
    <message>
        <source>ZERO2 over {gpus} GPUs: optimizer states and gradients are partitioned.</source>
        <translation>ZeRO-2 跨 {gpus} 个 GPU：优化器状态和梯度被分片。</translation>
    </message>
    <message>
        <source>ZERO3 over {gpus} GPUs: optimizer states, gradients and weights are partitioned.</source>
        <translation>ZeRO-3 跨 {gpus} 个 GPU：优化器状态、梯度和权重都被分片。</translation>
    </message>
    <message>
        <source>FSDP over {gpus} GPUs: weights, gradients and optimizer states are sharded (FULL_SHARD).</source>
        <translation>FSDP 跨 {gpus} 个 GPU：权重、梯度和优化器状态都被分片（FULL_SHARD）。</translation>
    </message>
    <message>
        <source>Activation memory of {name} is not estimated (no per-sample cost in the catalog); leave room beyond the figure shown.</source>
        <translation>未估算 {name} 的激活内存（目录中没有每样本开销）；请在所示数字之外预留余量。</translation>
    </message>
    <message>
        <source>Convolutional activations scaled from a count of ResNet-50&apos;s stored feature maps per multiply-add; depthwise networks (EfficientNet) store more.</source>
        <translation>卷积激活按 ResNet-50 每次乘加所存特征图的计数缩放；深度可分离网络（EfficientNet）存得更多。</translation>
    </message>
    <message>
        <source>Inference keeps no activations for a backward pass; the working set is one layer&apos;s activations for the longest prompt.</source>
        <translation>推理不为反向传播保存激活；工作集是最长提示下一层的激活。</translation>
    </message>
    <message>
        <source>Activations per layer follow Korthikanti et al.: s·b·h·(34 + 5·a·s/h) bytes, here s={seq}, b={batch} per GPU, {layers} layers; with full recomputation only each layer&apos;s input (2·s·b·h) is kept.</source>
        <translation>每层激活按 Korthikanti 等人的公式：s·b·h·(34 + 5·a·s/h) 字节，此处 s={seq}，每个 GPU b={batch}，共 {layers} 层；完全重计算时只保留每层的输入（2·s·b·h）。</translation>
    </message>
    <message>
        <source>Activations per layer follow Korthikanti et al.: s·b·h·(34 + 5·a·s/h) bytes, here s={seq}, b={batch} per GPU, {layers} layers.</source>
        <translation>每层激活按 Korthikanti 等人的公式：s·b·h·(34 + 5·a·s/h) 字节，此处 s={seq}，每个 GPU b={batch}，共 {layers} 层。</translation>
    </message>
    <message>
        <source>16-bit attention runs as FlashAttention, which does not store the s×s attention scores (the 5·a·s/h term).</source>
        <translation>16 位注意力以 FlashAttention 运行，不保存 s×s 注意力分数（即 5·a·s/h 项）。</translation>
    </message>
    <message>
        <source>Output logits over {vocab} tokens are kept in 16-bit and in fp32 for the loss.</source>
        <translation>覆盖 {vocab} 个词元的输出 logits 以 16 位保存，并为计算损失保存一份 fp32。</translation>
    </message>
    <message>
        <source>{name} is a {preset_task} model; data and host needs are planned for that task rather than {workload_task}.</source>
        <translation>{name} 是 {preset_task} 模型；数据和主机需求按该任务规划，而不是 {workload_task}。</translation>
    </message>
    <message>
        <source>ZeRO/FSDP shard training states; serving splits a model with tensor parallelism instead (see the hardware step).</source>
        <translation>ZeRO/FSDP 分片的是训练状态；推理服务改用张量并行拆分模型（见硬件步骤）。</translation>
    </message>
    <message>
        <source>KV cache = 2 × layers × kv_heads × head_dim × tokens × bytes: {tokens} tokens × {requests} requests = {gib:.2f} GiB.</source>
        <translation>KV 缓存 = 2 × 层数 × kv_heads × head_dim × 词元数 × 字节数：{tokens} 个词元 × {requests} 个请求 = {gib:.2f} GiB。</translation>
    </message>
    <message>
        <source>Every one of the {trainable_m:,.1f}M parameters is trained and keeps a gradient of {bytes_per_param} bytes.</source>
        <translation>全部 {trainable_m:,.1f}M 个参数都参与训练，每个参数保留一个 {bytes_per_param} 字节的梯度。</translation>
    </message>
    <message>
        <source>Multi-head latent attention caches one compressed latent of {latent} values per token and layer (kv_lora_rank + qk_rope_head_dim) instead of keys and values per head: {layers} layers × {tokens} tokens × {requests} requests = {gib:.2f} GiB.</source>
        <translation>多头潜在注意力（MLA）每个词元每层只缓存一个 {latent} 维的压缩潜向量（kv_lora_rank + qk_rope_head_dim），而不是每个头的键和值：{layers} 层 × {tokens} 个词元 × {requests} 个请求 = {gib:.2f} GiB。</translation>
    </message>
    <message>
        <source>{window_layers} of {layers} layers attend within a {window}-token window ({window_kind}) and keep at most that many tokens; the others keep all {tokens}.</source>
        <translation>{layers} 层中有 {window_layers} 层只在 {window} 个词元的窗口内注意（{window_kind}），最多保留这么多词元；其余各层保留全部 {tokens} 个。</translation>
    </message>
    <message>
        <source>Each of the {layers} decoder layers also keeps the cross-attention keys and values of {encoder_tokens} encoder positions.</source>
        <translation>{layers} 个解码器层还各自保留 {encoder_tokens} 个编码器位置的交叉注意力键和值。</translation>
    </message>
    <message>
        <source>KV cache stored in {dtype} ({bytes_per_value:g} bytes per value), apart from the weights&apos; {precision}.</source>
        <translation>KV 缓存以 {dtype} 存储（每个值 {bytes_per_value:g} 字节），与权重的 {precision} 无关。</translation>
    </message>
    <message>
        <source>Serving on {gpus} GPUs splits the weights, activations and KV cache with tensor parallelism: each GPU holds its share.</source>
        <translation>在 {gpus} 块 GPU 上推理时，以张量并行拆分权重、激活值和 KV 缓存：每块 GPU 只持有自己的一份。</translation>
    </message>
    <message>
        <source>{name}: {params_b:.3g}B parameters counted from the shapes in its config.json ({model_type}).</source>
        <translation>{name}：按其 config.json（{model_type}）中的形状计得 {params_b:.3g}B 个参数。</translation>
    </message>
    <message>
        <source>Decoding on {gpu} is bound by memory bandwidth ({bandwidth_gbs:g} GB/s): each step reads the weights and every request&apos;s KV cache once, so at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s for {requests} concurrent requests.</source>
        <translation>在 {gpu} 上解码受显存带宽（{bandwidth_gbs:g} GB/s）限制：每一步都要把权重和每个请求的 KV 缓存各读一遍，因此每个请求最多约 {per_request_tokens_per_s:,.0f} 词元/秒，{requests} 个并发请求合计最多约 {tokens_per_s:,.0f} 词元/秒。</translation>
    </message>
    <message>
        <source>Prefilling a {tokens}-token prompt on {gpu} is bound by compute: about {seconds:.3g} s at {mfu:.0%} of the dense peak; the first token follows one decode step later.</source>
        <translation>在 {gpu} 上预填充一个 {tokens} 词元的提示受算力限制：按稠密峰值的 {mfu:.0%} 计约需 {seconds:.3g} 秒；首个词元再晚一个解码步出现。</translation>
    </message>
    <message>
        <source>On {gpus} × {gpu}, the KV cache of {requests} concurrent requests fits up to {tokens} tokens each beside the weights, activations and overhead (90% of memory).</source>
        <translation>在 {gpus} × {gpu} 上，{requests} 个并发请求的 KV 缓存与权重、激活值和开销一起放得下时，每个请求最多 {tokens} 个词元（按显存的 90% 计）。</translation>
    </message>
    <message>
        <source>Overhead: about 0.75 GiB of CUDA context and library workspaces plus 5% allocator fragmentation (rule of thumb).</source>
        <translation>额外开销：约 0.75 GiB 的 CUDA 上下文和库工作区，加上 5% 的分配器碎片（经验法则）。</translation>
    </message>
    <message>
        <source>Generating one token costs about 2·N = {flops:.3g} FLOPs.</source>
        <translation>生成一个词元约需 2·N = {flops:.3g} FLOPs。</translation>
    </message>
    <message>
        <source>No published per-sample cost for {name}; training time is not estimated.</source>
        <translation>{name} 没有公开的每样本计算量；不估算训练时间。</translation>
    </message>
    <message>
        <source>Compute uses the {active_b:.3g}B parameters active per token, memory all of them.</source>
        <translation>计算量按每个词元激活的 {active_b:.3g}B 参数，内存按全部参数。</translation>
    </message>
    <message>
        <source>Training FLOPs ≈ ({per_token} + 12·L·h·s) per token × tokens = {flops:.3g}.</source>
        <translation>训练 FLOPs ≈ 每词元 ({per_token} + 12·L·h·s) × 词元数 = {flops:.3g}。</translation>
    </message>
    <message>
        <source>Training FLOPs ≈ 3 × forward (2 × multiply-adds, scaled by image area) × samples = {flops:.3g}.</source>
        <translation>训练 FLOPs ≈ 3 × 前向（2 × 乘加次数，按图像面积缩放）× 样本数 = {flops:.3g}。</translation>
    </message>
    <message>
        <source>Time assumes {mfu:.0%} model FLOPs utilisation of the GPU&apos;s dense peak (PaLM reports 46% for a large, tuned run).</source>
        <translation>时间按 GPU 稠密峰值的 {mfu:.0%} 模型 FLOPs 利用率估算（PaLM 报告大型调优训练可达 46%）。</translation>
    </message>
    <message>
        <source>; {why}</source>
        <translation>；{why}</translation>
    </message>
    <message>
        <source>{name} {version}: loads the model and its tokenizer</source>
        <translation>{name} {version}：加载模型及其分词器</translation>
    </message>
    <message>
        <source>{name} {version}: the text encoders of the diffusion pipeline</source>
        <translation>{name} {version}：扩散管线的文本编码器</translation>
    </message>
    <message>
        <source>{name} {version}: the LoRA adapters</source>
        <translation>{name} {version}：LoRA 适配器</translation>
    </message>
    <message>
        <source>{name} {version}: the supervised fine-tuning trainer</source>
        <translation>{name} {version}：监督微调训练器</translation>
    </message>
    <message>
        <source>{name} {version}: launches the run on the devices with mixed precision</source>
        <translation>{name} {version}：以混合精度在各设备上启动运行</translation>
    </message>
    <message>
        <source>{name} {version}: loads and streams the training data</source>
        <translation>{name} {version}：加载并流式读取训练数据</translation>
    </message>
    <message>
        <source>{name} {version}: the 4-bit and 8-bit weights the memory estimate assumes</source>
        <translation>{name} {version}：显存估算所假定的 4 位和 8 位权重</translation>
    </message>
    <message>
        <source>{name} {version}: ZeRO sharding of parameters, gradients and optimizer states</source>
        <translation>{name} {version}：对参数、梯度和优化器状态做 ZeRO 分片</translation>
    </message>
    <message>
        <source>{name} {version}: tensor, pipeline and sequence parallel training of the model</source>
        <translation>{name} {version}：对模型进行张量并行、流水线并行和序列并行训练</translation>
    </message>
    <message>
        <source>{name} {version}: fused attention kernels for this GPU</source>
        <translation>{name} {version}：适用于此 GPU 的融合注意力内核</translation>
    </message>
    <message>
        <source>{name} {version}: serves the model to concurrent requests</source>
        <translation>{name} {version}：为并发请求提供模型服务</translation>
    </message>
    <message>
        <source>{name} {version}: the diffusion pipelines</source>
        <translation>{name} {version}：扩散管线</translation>
    </message>
    <message>
        <source>{name} {version}: image model architectures and pretrained weights</source>
        <translation>{name} {version}：图像模型架构与预训练权重</translation>
    </message>
    <message>
        <source>{name} {version}: reads and writes audio files</source>
        <translation>{name} {version}：读写音频文件</translation>
    </message>
    <message>
        <source>{name} {version}: audio loading and features</source>
        <translation>{name} {version}：音频加载与特征提取</translation>
    </message>
    <message>
        <source>{name} {version}: the Keras API of TensorFlow</source>
        <translation>{name} {version}：TensorFlow 的 Keras API</translation>
    </message>
    <message>
        <source>{name} {version}: the notebook the team reaches through a tunnel</source>
        <translation>{name} {version}：团队通过隧道访问的笔记本</translation>
    </message>
    <message>
        <source>{name} {version}</source>
        <translation>{name} {version}</translation>
    </message>
    <message>
        <source>; the newest recorded release that fits {framework} {framework_version} and Python {python}</source>
        <translation>；适配 {framework} {framework_version} 和 Python {python} 的已记录最新版本</translation>
    </message>
    <message>
        <source>; the newest recorded release that fits {framework} {framework_version}</source>
        <translation>；适配 {framework} {framework_version} 的已记录最新版本</translation>
    </message>
    <message>
        <source> (it requires {requires})</source>
        <translation>（它要求 {requires}）</translation>
    </message>
    <message>
        <source>; {newest_recorded} is newer but does not fit</source>
        <translation>；{newest_recorded} 更新，但不适配</translation>
    </message>
    <message>
        <source>; its ops compile with nvcc, so the CUDA {cuda} toolkit is needed</source>
        <translation>；其算子需用 nvcc 编译，因此需要 CUDA {cuda} 工具包</translation>
    </message>
    <message>
        <source>; its ops compile with nvcc, so a CUDA toolkit is needed</source>
        <translation>；其算子需用 nvcc 编译，因此需要 CUDA 工具包</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>{name} {version}: the release recorded with torch {torch}.</source>
        <translation>{name} {version}：与 torch {torch} 一同记录的版本。</translation>
    </message>
    <message>
        <source>{name} is left out: its makers build it for Linux, and it has no wheel for native Windows (its README: Windows compilation still needs more testing), so it blocks FlashAttention on native Windows. Run the plan in WSL2 to use it ({docs}), or set the attention kernel to SDPA.</source>
        <translation>{name} 未纳入：其开发者只为 Linux 构建它，它也没有适用于原生 Windows 的 wheel（其 README 称 Windows 编译仍需更多测试），因此它使 FlashAttention 无法在原生 Windows 上使用。要使用它，请在 WSL2 中运行该方案（{docs}），或将注意力内核设为 SDPA。</translation>
    </message>
    <message>
        <source>{name} is left out: its makers build it for Linux only, and this plan runs on {target} ({docs}).</source>
        <translation>{name} 未纳入：其开发者只为 Linux 构建它，而此方案运行在 {target} 上（{docs}）。</translation>
    </message>
    <message>
        <source>{name} is left out: it supports compute capability {low} to {high}, and the {gpu} has {compute_capability}.</source>
        <translation>未包含 {name}：它支持计算能力 {low} 至 {high}，而 {gpu} 为 {compute_capability}。</translation>
    </message>
    <message>
        <source>{name} is left out: it needs an NVIDIA GPU.</source>
        <translation>未包含 {name}：它需要 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>{name} is left out: it needs a CUDA 12 or newer build of the framework.</source>
        <translation>未包含 {name}：它需要 CUDA 12 或更新版本构建的框架。</translation>
    </message>
    <message>
        <source>{name} is left out: no recorded release fits the other versions.</source>
        <translation>未包含 {name}：没有已记录的版本与其他版本适配。</translation>
    </message>
    <message>
        <source>{library} {library_version} pins torch=={torch}, so it chooses the framework version, in the {variant} build its wheels are made for.</source>
        <translation>{library} {library_version} 固定 torch=={torch}，因此由它决定框架版本，并使用其 wheel 所针对的 {variant} 构建。</translation>
    </message>
    <message>
        <source>TensorFlow Serving {version} serves the SavedModel from the GPU container image {image}</source>
        <translation>TensorFlow Serving {version} 通过 GPU 容器镜像 {image} 提供 SavedModel 服务</translation>
    </message>
    <message>
        <source>TensorFlow Serving {version} serves the SavedModel from the container image {image}</source>
        <translation>TensorFlow Serving {version} 通过容器镜像 {image} 提供 SavedModel 服务</translation>
    </message>
    <message>
        <source>; it carries TensorFlow {tensorflow}, so the environment that exports the model uses the same minor release</source>
        <translation>；它内含 TensorFlow {tensorflow}，因此导出模型的环境使用相同的次版本</translation>
    </message>
    <message>
        <source>Ollama serves the model on macOS: vLLM has Linux wheels only. Install it outside pip, from {install_url}.</source>
        <translation>在 macOS 上由 Ollama 提供模型服务：vLLM 只有 Linux 的 wheel。请在 pip 之外从 {install_url} 安装。</translation>
    </message>
    <message>
        <source>Ollama serves the model on Windows: vLLM has Linux wheels only. Install it outside pip, from {install_url}.</source>
        <translation>在 Windows 上由 Ollama 提供模型服务：vLLM 只有 Linux 的 wheel。请在 pip 之外从 {install_url} 安装。</translation>
    </message>
    <message>
        <source>Ollama serves the model. Install it outside pip, from {install_url}.</source>
        <translation>由 Ollama 提供模型服务。请在 pip 之外从 {install_url} 安装。</translation>
    </message>
    <message>
        <source>; does not fit with 10% headroom.</source>
        <translation>；留出 10% 余量后放不下。</translation>
    </message>
    <message>
        <source>The catalog has no dense {precision} peak for {name}, so its training time is unknown (no other precision&apos;s peak stands in for it).</source>
        <translation>目录中没有 {name} 的 {precision} 稠密峰值，因此其训练时间未知（不用其他精度的峰值代替）。</translation>
    </message>
    <message>
        <source>GPUs made by {vendor} get a software stack (dlconfig-cli stack --gpu), but dlconfig does not yet plan them as hardware: its containers, clusters and places are for NVIDIA&apos;s CUDA and AMD&apos;s ROCm</source>
        <translation>{vendor} 生产的 GPU 可以获得软件栈（dlconfig-cli stack --gpu），但 dlconfig 尚不把它们作为硬件来规划：它生成的容器、集群与部署地点只面向 NVIDIA 的 CUDA 和 AMD 的 ROCm</translation>
    </message>
    <message>
        <source>{name} is sold only as a whole rack of {unit_gpus} GPUs, not as one card; the plan asks for {asked_gpus}.</source>
        <translation>{name} 只作为含 {unit_gpus} 块 GPU 的整机柜出售，不单卡出售；本方案只需要 {asked_gpus} 块。</translation>
    </message>
    <message>
        <source>{name} is sold only in servers of {unit_gpus} GPUs; the plan asks for {asked_gpus}.</source>
        <translation>{name} 只随含 {unit_gpus} 块 GPU 的服务器出售；本方案只需要 {asked_gpus} 块。</translation>
    </message>
    <message>
        <source>{name} runs only with a {host_os} host, so it cannot serve a {target} target.</source>
        <translation>{name} 只能搭配 {host_os} 主机运行，因此不能用于 {target} 目标。</translation>
    </message>
    <message>
        <source>Not offered: {name} is an export-control variant sold in {markets} only, and the plan names no place there; name it as the GPU to plan for it anyway.</source>
        <translation>不提供：{name} 是仅在 {markets} 销售的出口管制版本，而本计划未指定当地的地点；如仍要按它规划，请将其指定为要规划的 GPU。</translation>
    </message>
    <message>
        <source>Not offered: {name} is an export-control variant sold in {markets} only, and the plan&apos;s data and users are in {where}; name it as the GPU to plan for it anyway.</source>
        <translation>不提供：{name} 是仅在 {markets} 销售的出口管制版本，而本计划的数据和用户位于 {where}；如仍要按它规划，请将其指定为要规划的 GPU。</translation>
    </message>
    <message>
        <source>{count} × {name} is more than the {max_gpus} cards a workstation takes: {total_w:,.0f} W of board power ({card_w:g} W each) needs a server chassis with several power supplies and its own circuits, and without NVLink the cards exchange data over PCIe only. A server GPU ranks first where one fits.</source>
        <translation>{count} 块 {name} 超过了工作站可容纳的 {max_gpus} 块卡：{total_w:,.0f} W 的板卡功耗（每块 {card_w:g} W）需要配备多个电源和独立电路的服务器机箱，而且没有 NVLink，各卡之间只能通过 PCIe 交换数据。只要有合适的服务器 GPU，就优先排它。</translation>
    </message>
    <message>
        <source>{count} × {name} is more than the {max_gpus} cards a workstation takes: {total_w:,.0f} W of board power ({card_w:g} W each) needs a server chassis with several power supplies and its own circuits. A server GPU ranks first where one fits.</source>
        <translation>{count} 块 {name} 超过了工作站可容纳的 {max_gpus} 块卡：{total_w:,.0f} W 的板卡功耗（每块 {card_w:g} W）需要配备多个电源和独立电路的服务器机箱。只要有合适的服务器 GPU，就优先排它。</translation>
    </message>
    <message>
        <source>{count} × {name} is more than the {max_gpus} cards a workstation takes: without NVLink the cards exchange data over PCIe only, and every card&apos;s board power adds up. A server GPU ranks first where one fits.</source>
        <translation>{count} 块 {name} 超过了工作站可容纳的 {max_gpus} 块卡：没有 NVLink，各卡之间只能通过 PCIe 交换数据，且每块卡的板卡功耗会累加。只要有合适的服务器 GPU，就优先排它。</translation>
    </message>
    <message>
        <source>{count} × {name} is more than the {max_gpus} cards a workstation takes. A server GPU ranks first where one fits.</source>
        <translation>{count} 块 {name} 超过了工作站可容纳的 {max_gpus} 块卡。只要有合适的服务器 GPU，就优先排它。</translation>
    </message>
    <message>
        <source>{name} comes with an Arm Grace CPU: the host runs Linux on {arch}, so images and wheels must be built for linux/arm64.</source>
        <translation>{name} 搭配 Arm 架构的 Grace CPU：主机在 {arch} 上运行 Linux，因此镜像和 wheel 包必须为 linux/arm64 构建。</translation>
    </message>
    <message>
        <source>The model needs {need_gib:.1f} GiB of the {name}&apos;s {vram_gib:g} GiB: Multi-Instance GPU can split it into up to {instances} isolated instances to serve several models or tenants (Linux only).</source>
        <translation>模型只需要 {name} 的 {vram_gib:g} GiB 中的 {need_gib:.1f} GiB：多实例 GPU（MIG）可将其划分为最多 {instances} 个相互隔离的实例，用于服务多个模型或租户（仅限 Linux）。</translation>
    </message>
    <message>
        <source>Renting, ranked by the cost of the run at on-demand list prices: {total} × {name} first, about ${usd:,.0f} for the run.</source>
        <translation>租用按本次运行在按需标价下的费用排序：{total} 块 {name} 排第一，本次运行约 ${usd:,.0f}。</translation>
    </message>
    <message>
        <source>Renting, ranked by a month of serving at on-demand list prices: {total} × {name} first, about ${usd:,.0f} per month.</source>
        <translation>租用按一个月推理服务在按需标价下的费用排序：{total} 块 {name} 排第一，每月约 ${usd:,.0f}。</translation>
    </message>
    <message>
        <source>Renting: no GPU that fits has an on-demand list price (and, for training, a time), so none is ranked per dollar.</source>
        <translation>租用：没有一款合适的 GPU 同时具备按需标价（训练还需有时间估算），因此不按每美元价值排序。</translation>
    </message>
    <message>
        <source> {unpriced} fitting GPUs have no rent price; they follow, by fewest GPUs and time, marked as unpriced.</source>
        <translation>有 {unpriced} 款合适的 GPU 没有租用价格；它们排在后面，按 GPU 数量最少和时间最短排序，并标为无价格。</translation>
    </message>
    <message>
        <source>Buying: no GPU that fits has a purchase price in the catalog, so none is ranked per dollar</source>
        <translation>购买：目录中没有一款合适的 GPU 有购买价格，因此不按每美元价值排序</translation>
    </message>
    <message>
        <source>; it beats renting the same GPUs above {break_even_pct:g}% utilisation.</source>
        <translation>；利用率高于 {break_even_pct:g}% 时，购买比租用同样的 GPU 更划算。</translation>
    </message>
    <message>
        <source> {unpriced} fitting GPUs have no purchase price; they follow, by fewest GPUs and time, marked as unpriced.</source>
        <translation>有 {unpriced} 款合适的 GPU 没有购买价格；它们排在后面，按 GPU 数量最少和时间最短排序，并标为无价格。</translation>
    </message>
    <message>
        <source>Power for GPUs you buy: ${usd_per_kwh:g}/kWh as the workload gives it, times PUE {pue:g}.</source>
        <translation>购买的 GPU 的电费：按工作负载给出的 ${usd_per_kwh:g}/kWh，乘以 PUE {pue:g}。</translation>
    </message>
    <message>
        <source>Power for GPUs you buy: ${usd_per_kwh:g}/kWh (a published average; set power_usd_per_kwh for yours), times PUE {pue:g}.</source>
        <translation>购买的 GPU 的电费：${usd_per_kwh:g}/kWh（公开发布的平均值；可用 power_usd_per_kwh 设置您自己的电价），乘以 PUE {pue:g}。</translation>
    </message>
    <message>
        <source>Budget ${budget_usd:,.0f} for renting: {kept} GPUs rank within it; {over_budget} cost more and {unpriced} have no rent price, so they are left out.</source>
        <translation>租用预算 ${budget_usd:,.0f}：有 {kept} 款 GPU 在预算内参与排序；{over_budget} 款费用更高、{unpriced} 款没有租用价格，因此被排除。</translation>
    </message>
    <message>
        <source>Budget ${budget_usd:,.0f} for buying: {kept} GPUs rank within it; {over_budget} cost more and {unpriced} have no purchase price, so they are left out.</source>
        <translation>购买预算 ${budget_usd:,.0f}：有 {kept} 款 GPU 在预算内参与排序；{over_budget} 款价格更高、{unpriced} 款没有购买价格，因此被排除。</translation>
    </message>
    <message>
        <source>Price unknown: neither the catalog nor the price list has a price for {gpu}, to buy or to rent, so it cannot be checked against the ${budget_usd:,.0f} budget; it ranks after every priced GPU.</source>
        <translation>价格未知：目录和价格表中都没有 {gpu} 的购买或租用价格，因此无法与 ${budget_usd:,.0f} 的预算比较；它排在所有有价格的 GPU 之后。</translation>
    </message>
    <message>
        <source>{name} is sold only in {system} servers of {unit_gpus} GPUs, never as one card: offered as {count} × {name} ({system}).</source>
        <translation>{name} 只随 {system} 服务器（每台 {unit_gpus} 块 GPU）销售，不单卖：按 {count} × {name}（{system}）提供。</translation>
    </message>
    <message>
        <source>{name} comes only in {system} systems, Linux data-centre machines; it is not planned for a {target} target.</source>
        <translation>{name} 只装在 {system} 系统中，这是运行 Linux 的数据中心机器；不会为 {target} 目标规划它。</translation>
    </message>
    <message>
        <source>Licence: the plan serves in production, which runs in a data centre, colocation or cloud; NVIDIA&apos;s GeForce driver licence (section {clause}) does not license {name} for datacenter deployment, so data-centre GPUs rank first.</source>
        <translation>许可：该方案用于生产环境服务，运行在数据中心、托管机房或云中；NVIDIA GeForce 驱动许可（第 {clause} 条）不允许 {name} 用于数据中心部署，因此数据中心 GPU 排在前面。</translation>
    </message>
    <message>
        <source>Licence: rule {rule} (section {clause}) limits where {name} may run; it ranks after GPUs the rule does not bind.</source>
        <translation>许可：规则 {rule}（第 {clause} 条）限制了 {name} 的运行场所；它排在不受此规则约束的 GPU 之后。</translation>
    </message>
    <message>
        <source>Tensor parallel over PCIe on {count} GPUs: every layer&apos;s all-reduce crosses PCIe, so serving ranks it after layouts on one GPU or over NVLink.</source>
        <translation>在 {count} 块 GPU 上通过 PCIe 做张量并行：每一层的 all-reduce 都要经过 PCIe，因此服务场景下它排在单 GPU 或 NVLink 方案之后。</translation>
    </message>
    <message>
        <source>TensorFlow spans several multi-GPU nodes with tf.distribute.MultiWorkerMirroredStrategy (TF_CONFIG on each worker).</source>
        <translation>TensorFlow 用 tf.distribute.MultiWorkerMirroredStrategy 跨多个多 GPU 节点运行（每个工作器设置 TF_CONFIG）。</translation>
    </message>
    <message>
        <source>PyTorch on a single GPU suits research prototypes: no distributed launcher or interconnect to manage.</source>
        <translation>单 GPU 上的 PyTorch 适合研究原型：无需管理分布式启动器或互连。</translation>
    </message>
    <message>
        <source>The GPU catalog could not be read; only this machine&apos;s GPUs were considered.</source>
        <translation>无法读取 GPU 目录；只考虑了本机的 GPU。</translation>
    </message>
    <message>
        <source>No GPU in the catalog fits this workload even across nodes; reduce the batch, enable gradient checkpointing, or use LoRA/QLoRA.</source>
        <translation>即使跨节点，目录中也没有能容纳此工作负载的 GPU；请减小批量、启用梯度检查点，或使用 LoRA/QLoRA。</translation>
    </message>
    <message>
        <source>The workload asks for no GPU ({asked}): it is planned for the CPU; the GPU options below only show what a GPU would take.</source>
        <translation>工作负载要求不用 GPU（{asked}）：方案按 CPU 规划；下方的 GPU 选项仅展示使用 GPU 时的需求。</translation>
    </message>
    <message>
        <source>macOS runs no CUDA, so no NVIDIA GPU is chosen: the plan runs on the Mac itself, where PyTorch&apos;s macOS build uses the Apple GPU through MPS and shares the unified memory with the CPU; the GPU options below only show what a Linux machine would take.</source>
        <translation>macOS 不支持 CUDA，因此不选 NVIDIA GPU：方案在这台 Mac 上运行，PyTorch 的 macOS 版通过 MPS 使用 Apple GPU，并与 CPU 共享统一内存；下方的 GPU 选项仅展示 Linux 机器的需求。</translation>
    </message>
    <message>
        <source>macOS runs no CUDA, so no NVIDIA GPU is chosen: the plan runs on the Mac&apos;s CPU; the GPU options below only show what a Linux machine would take.</source>
        <translation>macOS 不支持 CUDA，因此不选 NVIDIA GPU：方案在这台 Mac 的 CPU 上运行；下方的 GPU 选项仅展示 Linux 机器的需求。</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because it is on this machine</source>
        <translation>{total} × {name}（{strategy}），因为它就在本机上</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because it was asked for</source>
        <translation>{total} × {name}（{strategy}），因为这是指定的 GPU</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because it gives the most delivered compute per dollar among GPUs that fit</source>
        <translation>{total} × {name}（{strategy}），因为在放得下的 GPU 中它每美元提供的有效算力最多</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because no GPU with both a catalog price and a speed figure fits the request; its price is unknown, so it is not compared per dollar</source>
        <translation>{total} × {name}（{strategy}），因为没有既有目录价格又有速度数据的 GPU 能满足请求；其价格未知，因此不做每美元比较</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because it is the cheapest GPU that fits the ${budget_usd:,.0f} budget, rented: about ${rent_usd:,.0f} for the run at on-demand list prices</source>
        <translation>{total} 块 {name}（{strategy}），因为它是在 ${budget_usd:,.0f} 预算内最便宜的合适 GPU（租用）：按需标价下本次运行约 ${rent_usd:,.0f}</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because it is the cheapest GPU that fits the ${budget_usd:,.0f} budget, rented: about ${rent_usd:,.0f} per month at on-demand list prices</source>
        <translation>{total} 块 {name}（{strategy}），因为它是在 ${budget_usd:,.0f} 预算内最便宜的合适 GPU（租用）：按需标价下每月约 ${rent_usd:,.0f}</translation>
    </message>
    <message>
        <source>Buying, ranked by value per dollar of purchase price, more GPUs than asked for or a build with a caveat last: {total} × {name} first at ${usd:,.0f} ({price_kind}, catalog price)</source>
        <translation>购买按每美元购买价格的价值排序，GPU 数量多于所需或有附加说明的配置排在最后：{total} 块 {name} 排第一，价格 ${usd:,.0f}（{price_kind}，目录价格）</translation>
    </message>
    <message>
        <source> x {nodes} node</source>
        <translation> x {nodes} 个节点</translation>
    </message>
    <message>
        <source> x {nodes} nodes</source>
        <translation> x {nodes} 个节点</translation>
    </message>
    <message>
        <source>{name} ({vram_gib:g} GiB): {need_gib:.1f} GiB per GPU as {strategy} on {count} GPU x {nodes} nodes</source>
        <translation>{name}（{vram_gib:g} GiB）：以 {strategy} 方式在 {nodes} 个节点、每节点 {count} 个 GPU 上，每个 GPU 需 {need_gib:.1f} GiB</translation>
    </message>
    <message>
        <source>{name} ({vram_gib:g} GiB): {need_gib:.1f} GiB per GPU as {strategy} on {count} GPUs x {nodes} nodes</source>
        <translation>{name}（{vram_gib:g} GiB）：以 {strategy} 方式在 {nodes} 个节点、每节点 {count} 个 GPU 上，每个 GPU 需 {need_gib:.1f} GiB</translation>
    </message>
    <message>
        <source>{name} ({vram_gib:g} GiB): {need_gib:.1f} GiB per GPU as {strategy} on {count} GPU</source>
        <translation>{name}（{vram_gib:g} GiB）：以 {strategy} 方式在 {count} 个 GPU 上，每个 GPU 需 {need_gib:.1f} GiB</translation>
    </message>
    <message>
        <source>{name} ({vram_gib:g} GiB): {need_gib:.1f} GiB per GPU as {strategy} on {count} GPUs</source>
        <translation>{name}（{vram_gib:g} GiB）：以 {strategy} 方式在 {count} 个 GPU 上，每个 GPU 需 {need_gib:.1f} GiB</translation>
    </message>
    <message>
        <source>the memory size of {name} is unknown</source>
        <translation>{name} 的显存容量未知</translation>
    </message>
    <message>
        <source>no bfloat16 support (needs compute capability {min_cc} or newer)</source>
        <translation>不支持 bfloat16（需要计算能力 {min_cc} 或更高）</translation>
    </message>
    <message>
        <source>no FP8 tensor cores (needs compute capability {min_cc} or newer)</source>
        <translation>没有 FP8 张量核心（需要计算能力 {min_cc} 或更高）</translation>
    </message>
    <message>
        <source>Decoding reads the weights and KV cache once per step: at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s in all from {replicas} copies of the model, each serving {requests} concurrent requests on {total_gpus} GPU ({bandwidth_gbs:g} GB/s each).</source>
        <translation>解码每一步都要读取一遍权重和 KV 缓存：每个请求最多约 {per_request_tokens_per_s:,.0f} token/s；{replicas} 份模型副本合计最多约 {tokens_per_s:,.0f} token/s，每份在 {total_gpus} 块 GPU（每块 {bandwidth_gbs:g} GB/s）上服务 {requests} 个并发请求。</translation>
    </message>
    <message>
        <source>Decoding reads the weights and KV cache once per step: at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s in all from {replicas} copies of the model, each serving {requests} concurrent requests on {total_gpus} GPUs ({bandwidth_gbs:g} GB/s each).</source>
        <translation>解码每一步都要读取一遍权重和 KV 缓存：每个请求最多约 {per_request_tokens_per_s:,.0f} token/s；{replicas} 份模型副本合计最多约 {tokens_per_s:,.0f} token/s，每份在 {total_gpus} 块 GPU（每块 {bandwidth_gbs:g} GB/s）上服务 {requests} 个并发请求。</translation>
    </message>
    <message>
        <source>Decoding reads the weights and KV cache once per step: at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s for {requests} concurrent requests on {total_gpus} GPU ({bandwidth_gbs:g} GB/s each).</source>
        <translation>解码每步读取一次权重和 KV 缓存：在 {total_gpus} 个 GPU（每个 {bandwidth_gbs:g} GB/s）上，每个请求最多约 {per_request_tokens_per_s:,.0f} 词元/秒，{requests} 个并发请求合计 {tokens_per_s:,.0f} 词元/秒。</translation>
    </message>
    <message>
        <source>Decoding reads the weights and KV cache once per step: at most about {per_request_tokens_per_s:,.0f} tokens/s per request and {tokens_per_s:,.0f} tokens/s for {requests} concurrent requests on {total_gpus} GPUs ({bandwidth_gbs:g} GB/s each).</source>
        <translation>解码每步读取一次权重和 KV 缓存：在 {total_gpus} 个 GPU（每个 {bandwidth_gbs:g} GB/s）上，每个请求最多约 {per_request_tokens_per_s:,.0f} 词元/秒，{requests} 个并发请求合计 {tokens_per_s:,.0f} 词元/秒。</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because, of the GPUs that fit on the fewest cards, it is the cheapest to rent: about ${rent_usd:,.0f} for the run at on-demand list prices (its purchase price is not in the catalog)</source>
        <translation>{total} 块 {name}（{strategy}），因为在用最少卡数即可容纳的 GPU 中，它租用最便宜：按需标价下本次运行约 ${rent_usd:,.0f}（目录中没有它的购买价格）</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because, of the GPUs that fit on the fewest cards, it is the cheapest to rent: about ${rent_usd:,.0f} per month at on-demand list prices (its purchase price is not in the catalog)</source>
        <translation>{total} 块 {name}（{strategy}），因为在用最少卡数即可容纳的 GPU 中，它租用最便宜：按需标价下每月约 ${rent_usd:,.0f}（目录中没有它的购买价格）</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}) because it gives the most decode tokens per second per dollar among GPUs that fit with the KV cache (serving is memory-bandwidth-bound)</source>
        <translation>选 {total} × {name}（{strategy}），因为在连同 KV 缓存都放得下的 GPU 中，它每美元的解码 token/s 最高（服务受显存带宽限制）</translation>
    </message>
    <message>
        <source>; among GPUs without a price, the fewest GPUs drawing the least board power</source>
        <translation>；在没有价格的 GPU 中，选 GPU 数最少、板卡功耗最低的</translation>
    </message>
    <message>
        <source>; among GPUs without a price, the fewest GPUs with the fastest decoding per GPU</source>
        <translation>；在没有价格的 GPU 中，选 GPU 数最少、单卡解码最快的</translation>
    </message>
    <message>
        <source>; about {est_hours:,.1f} hours</source>
        <translation>；约 {est_hours:,.1f} 小时</translation>
    </message>
    <message>
        <source>; GPUs cost about ${est_cost_usd:,.0f} at catalog price</source>
        <translation>；GPU 按目录价约 ${est_cost_usd:,.0f}</translation>
    </message>
    <message>
        <source>. Serving value is decode tokens/s per $1000 of GPUs at the catalog price.</source>
        <translation>。服务性价比为按目录价格每 1000 美元 GPU 的解码 token/s。</translation>
    </message>
    <message>
        <source>. Perf per dollar is delivered TFLOPS per $1000 of GPUs.</source>
        <translation>。每美元性能指每 1000 美元 GPU 的有效 TFLOPS。</translation>
    </message>
    <message>
        <source>{requested} was asked for but is not in the GPU catalog; {chosen} is planned instead.</source>
        <translation>工作负载指定了 {requested}，但它不在 GPU 目录中；改为规划 {chosen}。</translation>
    </message>
    <message>
        <source>{requested} was asked for but cannot run this workload in {precision} (see its option for why); {chosen} is planned instead.</source>
        <translation>工作负载指定了 {requested}，但它无法以 {precision} 运行此工作负载（原因见其选项）；改为规划 {chosen}。</translation>
    </message>
    <message>
        <source>{requested} was asked for but cannot be bought or hosted for this plan (see its option for why); {chosen} is planned instead.</source>
        <translation>工作负载指定了 {requested}，但本方案无法购买或托管它（原因见其选项）；改为规划 {chosen}。</translation>
    </message>
    <message>
        <source>Memory per GPU is for the layout the hardware step planned, {strategy} on {count} GPU</source>
        <translation>每块 GPU 的显存按硬件步骤规划的布局计算，即 {strategy}，{count} 块 GPU</translation>
    </message>
    <message>
        <source> Options with more GPUs than the {asked} asked for come after the others, however cheap: their time assumes the run scales perfectly over every GPU.</source>
        <translation> GPU 数量多于所需 {asked} 块的选项排在其他选项之后，无论多便宜：它们的用时假定任务在每块 GPU 上都能完美扩展。</translation>
    </message>
    <message>
        <source>Memory per GPU is for the layout the hardware step planned, {strategy} on {count} GPUs</source>
        <translation>每块 GPU 的显存按硬件步骤规划的布局计算，即 {strategy}，{count} 块 GPU</translation>
    </message>
    <message>
        <source>: {need_gib:.1f} GiB per GPU ({described_need_gib:.1f} GiB as the workload describes it).</source>
        <translation>：每块 GPU {need_gib:.1f} GiB（按工作负载原本的描述为 {described_need_gib:.1f} GiB）。</translation>
    </message>
    <message>
        <source>{requested} was asked for but dlconfig does not yet plan GPUs made by {vendor} as hardware (dlconfig-cli stack --gpu gives their software stack); {chosen} is planned instead.</source>
        <translation>您指定了 {requested}，但 dlconfig 尚不把 {vendor} 生产的 GPU 作为硬件来规划（dlconfig-cli stack --gpu 可给出其软件栈）；改为规划 {chosen}。</translation>
    </message>
    <message>
        <source>{requested} was asked for but does not hold this workload even on {count} GPU ({need_gib:.1f} GiB per GPU needed); {chosen} is planned instead.</source>
        <translation>工作负载指定了 {requested}，但即使用 {count} 块 GPU 也放不下此工作负载（每块 GPU 需要 {need_gib:.1f} GiB）；改为规划 {chosen}。</translation>
    </message>
    <message>
        <source>{requested} was asked for but does not hold this workload even on {count} GPUs ({need_gib:.1f} GiB per GPU needed); {chosen} is planned instead.</source>
        <translation>工作负载指定了 {requested}，但即使用 {count} 块 GPU 也放不下此工作负载（每块 GPU 需要 {need_gib:.1f} GiB）；改为规划 {chosen}。</translation>
    </message>
    <message>
        <source>As described ({asked_gpus} GPU per node</source>
        <translation>按描述（每节点 {asked_gpus} 块 GPU</translation>
    </message>
    <message>
        <source>As described ({asked_gpus} GPUs per node</source>
        <translation>按描述（每节点 {asked_gpus} 块 GPU</translation>
    </message>
    <message>
        <source> x {asked_nodes} node</source>
        <translation> x {asked_nodes} 个节点</translation>
    </message>
    <message>
        <source> x {asked_nodes} nodes</source>
        <translation> x {asked_nodes} 个节点</translation>
    </message>
    <message>
        <source>LoRA rank {rank} on the attention projections (q, k, v, o) trains {trainable_m:.1f}M parameters; only they carry gradients and optimizer states.</source>
        <translation>在注意力投影层（q、k、v、o）上使用秩为 {rank} 的 LoRA，训练 {trainable_m:.1f}M 个参数；只有它们带有梯度和优化器状态。</translation>
    </message>
    <message>
        <source>LoRA rank {rank} on {modules} trains {trainable_m:.1f}M parameters; only they carry gradients and optimizer states.</source>
        <translation>在 {modules} 上使用秩为 {rank} 的 LoRA，训练 {trainable_m:.1f}M 个参数；只有它们带有梯度和优化器状态。</translation>
    </message>
    <message>
        <source>A denoising step holds {attention_gib:.2f} GiB of attention scores at the UNet&apos;s first attention level ({heads} heads, a conditional and an unconditional copy of each of {images} images; none when attention runs through SDPA, diffusers&apos; default), and the VAE then decodes all {images} images of {image_size} px at once ({vae_gib:.2f} GiB); the larger of the two is counted.</source>
        <translation>一个去噪步骤在 UNet 的第一个注意力层保存 {attention_gib:.2f} GiB 的注意力分数（{heads} 个头，{images} 张图像各有一份有条件和一份无条件的副本；注意力经由 SDPA（diffusers 的默认）计算时为零），随后 VAE 一次解码全部 {images} 张 {image_size} 像素的图像（{vae_gib:.2f} GiB）；计入两者中较大的一个。</translation>
    </message>
    <message>
        <source>The pipeline&apos;s text encoders and VAE ({params_b:.3g}B parameters, {gib:.2f} GiB) stay on the GPU beside the UNet and are counted with the weights.</source>
        <translation>管线的文本编码器和 VAE（{params_b:.3g}B 个参数，{gib:.2f} GiB）与 UNet 一起留在 GPU 上，计入权重。</translation>
    </message>
    <message>
        <source>The encoder&apos;s {encoder_layers} blocks see {audio} audio positions; the decoder&apos;s {decoder_layers} blocks see {labels} label tokens ({field}, at most the decoder&apos;s positions), each keeping its cross-attention&apos;s keys and values over the audio, and the logits cover the labels only.</source>
        <translation>编码器的 {encoder_layers} 个模块处理 {audio} 个音频位置；解码器的 {decoder_layers} 个模块处理 {labels} 个标签 token（{field}，最多为解码器的位置数），每个模块都保留交叉注意力在音频上的键和值，logits 只覆盖标签。</translation>
    </message>
    <message>
        <source>Sharded or offloaded weights are gathered onto each GPU a layer at a time, the one at work and the one prefetched ({layers} layers, {gib:g} GiB of full weights).</source>
        <translation>分片或卸载的权重每次只有一层被收集到每块 GPU 上：正在计算的一层和预取的一层（{layers} 层，完整权重 {gib:g} GiB）。</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-3 with overlap_comm keeps 4.5 times its reduce bucket and a prefetch bucket (the bundle&apos;s ds_config: reduce_bucket_size auto = hidden², stage3_prefetch_bucket_size auto = 0.9·hidden² values): {gib:g} GiB per GPU.</source>
        <translation>开启 overlap_comm 的 DeepSpeed ZeRO-3 会保留 4.5 倍的 reduce 桶和一个预取桶（方案包的 ds_config：reduce_bucket_size auto = hidden²，stage3_prefetch_bucket_size auto = 0.9·hidden² 个值）：每块 GPU {gib:g} GiB。</translation>
    </message>
    <message>
        <source>DeepSpeed {stage} with overlap_comm keeps 4.5 times its reduce and allgather buckets (the bundle&apos;s ds_config: reduce_bucket_size auto = hidden², allgather at DeepSpeed&apos;s 5e8 values): {gib:g} GiB per GPU.</source>
        <translation>开启 overlap_comm 的 DeepSpeed {stage} 会保留 4.5 倍的 reduce 桶和 allgather 桶（方案包的 ds_config：reduce_bucket_size auto = hidden²，allgather 为 DeepSpeed 默认的 5e8 个值）：每块 GPU {gib:g} GiB。</translation>
    </message>
    <message>
        <source>{linear_layers} of the {layers} layers use linear attention: each keeps a fixed state of {state_mib} MiB per request instead of a cache that grows with the tokens.</source>
        <translation>{layers} 层中有 {linear_layers} 层使用线性注意力：每层每个请求保留 {state_mib} MiB 的固定状态，而不是随词元增长的缓存。</translation>
    </message>
    <message>
        <source>Tokens estimated from the dataset size at about {bytes_per_token:g} bytes of English text per token; give {tokens_field} for an exact count.</source>
        <translation>词元数按数据集大小估算，英文文本约每词元 {bytes_per_token:g} 字节；给出 {tokens_field} 可得精确数。</translation>
    </message>
    <message>
        <source>Time assumes {mfu:.0%} model FLOPs utilisation, as convolutional nets reach: NVIDIA&apos;s ResNet-50 recipe trains at 19% of an A100&apos;s and 24% of a V100&apos;s dense 16-bit peak in mixed precision. Set mfu to plan with another figure.</source>
        <translation>时间按 {mfu:.0%} 的模型 FLOPs 利用率估算，这是卷积网络能达到的水平：NVIDIA 的 ResNet-50 训练方案在混合精度下达到 A100 稠密 16 位峰值的 19%、V100 的 24%。设置 mfu 可按其他数值规划。</translation>
    </message>
    <message>
        <source>AMD GPUs compete only when the workload names one (gpu: {gpu}), on PyTorch&apos;s ROCm builds</source>
        <translation>只有工作负载指定 AMD GPU（gpu: {gpu}）时，AMD GPU 才参与比较，并使用 PyTorch 的 ROCm 构建</translation>
    </message>
    <message>
        <source>AMD GPUs are planned with PyTorch&apos;s ROCm builds on Linux only, not {framework} on {target}</source>
        <translation>AMD GPU 只按 Linux 上 PyTorch 的 ROCm 构建规划，不支持 {target} 上的 {framework}</translation>
    </message>
    <message>
        <source>{library} ships its own GPU kernels and its makers do not support ROCm, so it cannot run on AMD GPUs</source>
        <translation>{library} 自带 GPU 内核，而其开发者不支持 ROCm，因此无法在 AMD GPU 上运行</translation>
    </message>
    <message>
        <source>{library} ships its own GPU kernels and no ROCm support for it is on record, so it is not planned on AMD GPUs</source>
        <translation>{library} 自带 GPU 内核，且没有记录表明它支持 ROCm，因此不在 AMD GPU 上规划</translation>
    </message>
    <message>
        <source>{library} runs on AMD GPUs: its makers&apos; installation guide supports ROCm.</source>
        <translation>{library} 可在 AMD GPU 上运行：其开发者的安装指南支持 ROCm。</translation>
    </message>
    <message>
        <source>{name} comes only in {system} servers of {unit_gpus} GPUs, so a node holds at most {unit_gpus}; the workload asks for {asked_gpus} per node</source>
        <translation>{name} 只随 {system} 服务器出售，每台 {unit_gpus} 块 GPU，因此一个节点最多 {unit_gpus} 块；工作负载要求每节点 {asked_gpus} 块</translation>
    </message>
    <message>
        <source>. Smallest change: gpus: {fix_gpus}, nodes: {fix_nodes}.</source>
        <translation>。最小改动：gpus: {fix_gpus}，nodes: {fix_nodes}。</translation>
    </message>
    <message>
        <source>{name} is sold only in servers of {unit_gpus} GPUs, never as one card: offered as {count} × {name}.</source>
        <translation>{name} 只随服务器（每台 {unit_gpus} 块 GPU）销售，不单卖：按 {count} × {name} 提供。</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}): the GPU you asked for, at its best place and price under the plan&apos;s objective</source>
        <translation>{total} × {name}（{strategy}）：您指定的 GPU，按方案目标选出其最佳地点和价格</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}): the candidate you picked</source>
        <translation>{total} × {name}（{strategy}）：您选定的候选项</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}): this machine holds the workload</source>
        <translation>{total} × {name}（{strategy}）：本机可以承载该工作负载</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}): the GPUs you own hold the workload</source>
        <translation>{total} × {name}（{strategy}）：您自有的 GPU 可以承载该工作负载</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}): your Slurm cluster&apos;s GPUs hold the workload</source>
        <translation>{total} × {name}（{strategy}）：您的 Slurm 集群的 GPU 能容纳该工作负载</translation>
    </message>
    <message>
        <source>{total} × {name} ({strategy}): the best of every GPU, count and place weighed together under the plan&apos;s objective</source>
        <translation>{total} × {name}（{strategy}）：在方案目标下综合权衡所有 GPU、数量和地点后的最佳项</translation>
    </message>
    <message>
        <source>; about {hours:,.1f} hours a run</source>
        <translation>；每次运行约 {hours:,.1f} 小时</translation>
    </message>
    <message>
        <source>{requested} was asked for but the workload needs {library}, which has no ROCm support on record for AMD GPUs; {chosen} is planned instead.</source>
        <translation>工作负载指定了 {requested}，但它需要 {library}，而没有记录表明 {library} 在 AMD GPU 上支持 ROCm；改为规划 {chosen}。</translation>
    </message>
    <message>
        <source>Planned as asked with {asked_gpus} GPUs per node</source>
        <translation>已按要求规划为每节点 {asked_gpus} 块 GPU</translation>
    </message>
    <message>
        <source>, but no server in the GPU catalog holds more than {unit_gpus} GPUs ({system}): check that a server takes {asked_gpus} × {chosen} before buying. Smallest change: gpus: {fix_gpus}, nodes: {fix_nodes}.</source>
        <translation>，但 GPU 目录中没有哪台服务器能装超过 {unit_gpus} 块 GPU（{system}）：购买前请确认有服务器能装 {asked_gpus} 块 {chosen}。最小改动：gpus: {fix_gpus}，nodes: {fix_nodes}。</translation>
    </message>
    <message>
        <source>, sharding {asked_sharding}), {name} would need {described_need_gib:.1f} GiB per GPU of its {vram_gib:g} GiB; planned instead as {strategy} on {count} GPU</source>
        <translation>，分片 {asked_sharding}），{name} 每块 GPU 需要 {described_need_gib:.1f} GiB，而它只有 {vram_gib:g} GiB；改为规划 {strategy}，{count} 块 GPU</translation>
    </message>
    <message>
        <source>, sharding {asked_sharding}), {name} would need {described_need_gib:.1f} GiB per GPU of its {vram_gib:g} GiB; planned instead as {strategy} on {count} GPUs</source>
        <translation>，分片 {asked_sharding}），{name} 每块 GPU 需要 {described_need_gib:.1f} GiB，而它只有 {vram_gib:g} GiB；改为规划 {strategy}，{count} 块 GPU</translation>
    </message>
    <message>
        <source> at {need_gib:.1f} GiB per GPU.</source>
        <translation>，每块 GPU {need_gib:.1f} GiB。</translation>
    </message>
    <message>
        <source>{gpus} GPU would train for about {days:,.0f} days; about {gpus_for_30_days} would finish in 30 days (time falls about linearly with data-parallel GPUs).</source>
        <translation>{gpus} 个 GPU 约需训练 {days:,.0f} 天；约 {gpus_for_30_days} 个可在 30 天内完成（时间随数据并行 GPU 数大致线性下降）。</translation>
    </message>
    <message>
        <source>{gpus} GPUs would train for about {days:,.0f} days; about {gpus_for_30_days} would finish in 30 days (time falls about linearly with data-parallel GPUs).</source>
        <translation>{gpus} 个 GPU 约需训练 {days:,.0f} 天；约 {gpus_for_30_days} 个可在 30 天内完成（时间随数据并行 GPU 数大致线性下降）。</translation>
    </message>
    <message>
        <source>{workers_per_gpu} data-loader workers per GPU (decoding and augmenting media) plus {main_cores} cores for the training processes: {cores} cores.</source>
        <translation>每个 GPU {workers_per_gpu} 个数据加载进程（解码和增强媒体数据），另加 {main_cores} 个核心给训练进程：共 {cores} 个核心。</translation>
    </message>
    <message>
        <source>{workers_per_gpu} data-loader workers per GPU (tokenised text) plus {main_cores} cores for the training processes: {cores} cores.</source>
        <translation>每个 GPU {workers_per_gpu} 个数据加载进程（已分词文本），另加 {main_cores} 个核心给训练进程：共 {cores} 个核心。</translation>
    </message>
    <message>
        <source>RAM: at least {floor_gb} GB for large language or vision work, and enough for loading the checkpoint, the dataset cache and {pinned_gb:g} GB of pinned staging buffers: {ram_gb:g} GB.</source>
        <translation>内存：大型语言或视觉任务至少 {floor_gb} GB，并足以加载检查点、数据集缓存和 {pinned_gb:g} GB 锁页暂存缓冲区：{ram_gb:g} GB。</translation>
    </message>
    <message>
        <source>RAM: at least {floor_gb} GB for most models, and enough for loading the checkpoint, the dataset cache and {pinned_gb:g} GB of pinned staging buffers: {ram_gb:g} GB.</source>
        <translation>内存：多数模型至少 {floor_gb} GB，并足以加载检查点、数据集缓存和 {pinned_gb:g} GB 锁页暂存缓冲区：{ram_gb:g} GB。</translation>
    </message>
    <message>
        <source>NVMe for the hot training data and checkpoints, {storage_gb:g} GB; HDD only for cold copies and archives.</source>
        <translation>热训练数据和检查点放在 NVMe 上，{storage_gb:g} GB；机械硬盘只用于冷备份和归档。</translation>
    </message>
    <message>
        <source>SSD or NVMe for the model files, {storage_gb:g} GB.</source>
        <translation>模型文件放在 SSD 或 NVMe 上，{storage_gb:g} GB。</translation>
    </message>
    <message>
        <source>Interconnect: {interconnect}.</source>
        <translation>互连：{interconnect}。</translation>
    </message>
    <message>
        <source>{framework} {version}: already installed on this machine and it fits every constraint</source>
        <translation>{framework} {version}：本机已安装，且满足所有约束</translation>
    </message>
    <message>
        <source>{framework} {version}: the newest release that fits every constraint</source>
        <translation>{framework} {version}：满足所有约束的最新版本</translation>
    </message>
    <message>
        <source>Install the {variant} build (CUDA runtime bundled in the wheels) from {index_url}.</source>
        <translation>从 {index_url} 安装 {variant} 版本（wheel 中已包含 CUDA 运行时）。</translation>
    </message>
    <message>
        <source>Install the {variant} build (CUDA runtime bundled in the wheels) from PyPI.</source>
        <translation>从 PyPI 安装 {variant} 版本（wheel 中已包含 CUDA 运行时）。</translation>
    </message>
    <message>
        <source>Install the {variant} build for AMD GPUs from {index_url}.</source>
        <translation>从 {index_url} 安装面向 AMD GPU 的 {variant} 版本。</translation>
    </message>
    <message>
        <source>Install the {variant} build for Intel GPUs from {index_url}.</source>
        <translation>从 {index_url} 安装面向 Intel GPU 的 {variant} 版本。</translation>
    </message>
    <message>
        <source>Install the CPU-only build from {index_url}.</source>
        <translation>从 {index_url} 安装仅 CPU 版本。</translation>
    </message>
    <message>
        <source>Install the CPU-only build from PyPI.</source>
        <translation>从 PyPI 安装仅 CPU 版本。</translation>
    </message>
    <message>
        <source>Install the PyPI build, which uses the Apple GPU through MPS from PyPI.</source>
        <translation>从 PyPI 安装 PyPI 版本，它通过 MPS 使用 Apple GPU。</translation>
    </message>
    <message>
        <source>Install the PyPI build, which uses the Apple GPU through MPS from {index_url}.</source>
        <translation>从 {index_url} 安装 PyPI 版本，它通过 MPS 使用 Apple GPU。</translation>
    </message>
    <message>
        <source>TensorFlow runs on the CPU here: it has no official GPU support on macOS.</source>
        <translation>TensorFlow 在此仅用 CPU 运行：它在 macOS 上没有官方 GPU 支持。</translation>
    </message>
    <message>
        <source>CPU-only TensorFlow: no NVIDIA GPU in this plan.</source>
        <translation>仅 CPU 的 TensorFlow：此方案中没有 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>pip installs the CUDA and cuDNN libraries with tensorflow[and-cuda].</source>
        <translation>pip 通过 tensorflow[and-cuda] 安装 CUDA 和 cuDNN 库。</translation>
    </message>
    <message>
        <source>This release expects CUDA {cuda} and cuDNN {cudnn} installed on the system (on native Windows: conda-forge cudatoolkit and cudnn).</source>
        <translation>此版本要求系统中已安装 CUDA {cuda} 和 cuDNN {cudnn}（原生 Windows 上使用 conda-forge 的 cudatoolkit 和 cudnn）。</translation>
    </message>
    <message>
        <source>Linux: AMD&apos;s GPU driver (amdgpu) with the ROCm build of the framework&apos;s wheels.</source>
        <translation>Linux：AMD 的 GPU 驱动（amdgpu），配合框架 wheel 的 ROCm 构建。</translation>
    </message>
    <message>
        <source>Linux: Intel&apos;s GPU driver with its Level Zero runtime, and the XPU build of the framework&apos;s wheels.</source>
        <translation>Linux：Intel 的 GPU 驱动及其 Level Zero 运行时，配合框架 wheel 的 XPU 构建。</translation>
    </message>
    <message>
        <source>Windows: Intel&apos;s GPU driver with its Level Zero runtime, and the XPU build of the framework&apos;s wheels.</source>
        <translation>Windows：Intel 的 GPU 驱动及其 Level Zero 运行时，配合框架 wheel 的 XPU 构建。</translation>
    </message>
    <message>
        <source>Linux: native NVIDIA driver and wheels.</source>
        <translation>Linux：原生 NVIDIA 驱动和 wheel。</translation>
    </message>
    <message>
        <source>WSL2: a Linux environment on Windows that uses the Windows driver.</source>
        <translation>WSL2：Windows 上使用 Windows 驱动的 Linux 环境。</translation>
    </message>
    <message>
        <source>Native Windows wheels.</source>
        <translation>原生 Windows wheel。</translation>
    </message>
    <message>
        <source>macOS on Apple silicon.</source>
        <translation>Apple 芯片上的 macOS。</translation>
    </message>
    <message>
        <source>{name}: the newest LTS release recorded for this target</source>
        <translation>{name}：此目标平台已记录的最新 LTS 版本</translation>
    </message>
    <message>
        <source>{name}: the newest release recorded for this target</source>
        <translation>{name}：此目标平台已记录的最新版本</translation>
    </message>
    <message>
        <source>, standard support until {support_until}</source>
        <translation>，标准支持至 {support_until}</translation>
    </message>
    <message>
        <source>CUDA {cuda_major}.x builds run on Windows NVIDIA driver &gt;= {driver_min} (minor-version compatibility)</source>
        <translation>CUDA {cuda_major}.x 版本可在 Windows NVIDIA 驱动 &gt;= {driver_min} 上运行（次版本兼容）</translation>
    </message>
    <message>
        <source>CUDA {cuda_major}.x builds run on NVIDIA driver &gt;= {driver_min} (minor-version compatibility)</source>
        <translation>CUDA {cuda_major}.x 版本可在 NVIDIA 驱动 &gt;= {driver_min} 上运行（次版本兼容）</translation>
    </message>
    <message>
        <source>; installed {installed}</source>
        <translation>；已安装 {installed}</translation>
    </message>
    <message>
        <source>On {os}, the newest recorded NVIDIA driver branch for the {gpu} is R{branch}: the stack&apos;s CUDA runs on it.</source>
        <translation>在 {os} 上，已记录的适用于 {gpu} 的最新 NVIDIA 驱动分支是 R{branch}：此软件栈的 CUDA 可在其上运行。</translation>
    </message>
    <message>
        <source>CUDA {cuda} comes with the framework&apos;s wheels; no system toolkit is needed to run it.</source>
        <translation>CUDA {cuda} 随框架的 wheel 提供；运行时无需系统级工具包。</translation>
    </message>
    <message>
        <source>CUDA {cuda} is the toolkit this release was built and tested with.</source>
        <translation>CUDA {cuda} 是此版本构建和测试所用的工具包。</translation>
    </message>
    <message>
        <source>No CUDA: this stack runs on the Apple GPU (MPS).</source>
        <translation>无 CUDA：此环境在 Apple GPU（MPS）上运行。</translation>
    </message>
    <message>
        <source>No CUDA: this stack runs on the AMD GPU through ROCm {rocm}, which comes with the framework&apos;s ROCm wheels.</source>
        <translation>不使用 CUDA：此技术栈通过 ROCm {rocm} 在 AMD GPU 上运行，ROCm 随框架的 ROCm wheel 一起提供。</translation>
    </message>
    <message>
        <source>No CUDA: this stack runs on the Intel GPU through the framework&apos;s XPU build; besides its wheels it needs only Intel&apos;s GPU driver.</source>
        <translation>不使用 CUDA：此技术栈通过框架的 XPU 构建在 Intel GPU 上运行；除其 wheel 外，只需要 Intel 的 GPU 驱动。</translation>
    </message>
    <message>
        <source>No CUDA: this stack runs on the CPU.</source>
        <translation>无 CUDA：此环境在 CPU 上运行。</translation>
    </message>
    <message>
        <source>cuDNN {cudnn} is the version this build was made with.</source>
        <translation>cuDNN {cudnn} 是此版本构建时所用的版本。</translation>
    </message>
    <message>
        <source>{name} (compute capability {compute_capability}): {variant} ships sm_{sm}-compatible kernels.</source>
        <translation>{name}（计算能力 {compute_capability}）：{variant} 带有兼容 sm_{sm} 的内核。</translation>
    </message>
    <message>
        <source>{name} (compute capability {compute_capability}): {variant} ships PTX for {ptx} that compiles for the GPU.</source>
        <translation>{name}（计算能力 {compute_capability}）：{variant} 带有 {ptx} 的 PTX，可为此 GPU 编译。</translation>
    </message>
    <message>
        <source>{name} (compute capability {compute_capability}): {variant} arch list not recorded; CUDA {cuda} covers {oldest} to {newest}.</source>
        <translation>{name}（计算能力 {compute_capability}）：{variant} 的架构列表未记录；CUDA {cuda} 支持 {oldest} 到 {newest}。</translation>
    </message>
    <message>
        <source>Python {python}: the Python you asked for</source>
        <translation>Python {python}：你指定的 Python</translation>
    </message>
    <message>
        <source>Python {python}: the Python already on this machine</source>
        <translation>Python {python}：本机已有的 Python</translation>
    </message>
    <message>
        <source>Python {python}: the newest mature Python the release supports</source>
        <translation>Python {python}：此版本支持的最新成熟 Python</translation>
    </message>
    <message>
        <source>; warning: past its end of life ({end_of_life}), no security fixes; {framework} {version} supports nothing newer</source>
        <translation>；警告：已于 {end_of_life} 停止支持，不再有安全修复；{framework} {version} 不支持更新的版本</translation>
    </message>
    <message>
        <source>, supported until {end_of_life}</source>
        <translation>，支持至 {end_of_life}</translation>
    </message>
    <message>
        <source>venv: python -m venv, then pip install -r requirements.txt.</source>
        <translation>venv：先 python -m venv，再 pip install -r requirements.txt。</translation>
    </message>
    <message>
        <source>uv: uv venv, then uv pip install -r requirements.txt.</source>
        <translation>uv：先 uv venv，再 uv pip install -r requirements.txt。</translation>
    </message>
    <message>
        <source>conda: a conda environment for Python, packages installed with pip from the same requirement lines.</source>
        <translation>conda：用 conda 环境提供 Python，软件包按同样的依赖行用 pip 安装。</translation>
    </message>
    <message>
        <source>pipenv: Pipenv with the index URLs as [[source]] entries.</source>
        <translation>pipenv：使用 Pipenv，索引 URL 写成 [[source]] 条目。</translation>
    </message>
    <message>
        <source>NVIDIA removes nvidia/cuda tags of CUDA versions past end of life; pin the digest after the first pull.</source>
        <translation>NVIDIA 会删除已停止支持的 CUDA 版本的 nvidia/cuda 标签；首次拉取后请固定镜像摘要。</translation>
    </message>
    <message>
        <source>{gpu} is not the chosen {chosen} but holds the model too; its training hours use its own peak at the workload&apos;s precision.</source>
        <translation>{gpu} 不是所选的 {chosen}，但也放得下模型；其训练时长按它自己在该工作负载精度下的峰值计算。</translation>
    </message>
    <message>
        <source>Colocation rack fee: ${usd:,.2f} a month (your figure), added to the monthly cost and, pro rata, to the run.</source>
        <translation>托管机柜费：每月 ${usd:,.2f}（您填写的数字），计入月度成本，并按时长比例计入本次运行。</translation>
    </message>
    <message>
        <source>Facility PUE {pue} is the published industry average; enter your facility&apos;s own figure if you know it.</source>
        <translation>机房 PUE {pue} 是公开的行业平均值；如知道您机房的实际数值，请填写。</translation>
    </message>
    <message>
        <source>Colocation space and service fees are not recorded; only power is costed. Enter your rack fee to include it.</source>
        <translation>未记录托管空间与服务费用，只计算了电费。填写机柜费即可将其计入。</translation>
    </message>
    <message>
        <source>Training GPU-hours come from the training FLOPs at {mfu_pct:g}% model FLOPs utilisation of each GPU&apos;s dense {precision} peak, as in the hardware step; a GPU without a {precision} figure has no time.</source>
        <translation>训练 GPU 小时数按训练 FLOPs、以每块 GPU {precision} 稠密峰值的 {mfu_pct:g}% 模型 FLOPs 利用率计算，与硬件步骤相同；没有 {precision} 数据的 GPU 不给出时间。</translation>
    </message>
    <message>
        <source>Spot runs count {spot_overhead_pct:g}% extra hours for interruptions and restarts; commitments bill their whole term; serving runs all month.</source>
        <translation>竞价实例额外计入 {spot_overhead_pct:g}% 的时长用于中断和重启；承诺使用按整个期限计费；推理服务按整月运行计算。</translation>
    </message>
    <message>
        <source>Prices are list prices; the oldest was read on {oldest} ({age_days} days ago). Check the provider before you buy.</source>
        <translation>价格为公开标价；最早的一条读取于 {oldest}（{age_days} 天前）。购买前请向服务商核实。</translation>
    </message>
    <message>
        <source>NVML could not be loaded.</source>
        <translation>无法加载 NVML。</translation>
    </message>
    <message>
        <source>{gpu} is installed but no NVIDIA driver answers: </source>
        <translation>已安装 {gpu}，但没有 NVIDIA 驱动响应：</translation>
    </message>
    <message>
        <source>The NVIDIA driver {driver} is older than {required}, the oldest Windows driver for CUDA {cuda} that the plan uses; CUDA programs will fail to start.</source>
        <translation>NVIDIA 驱动 {driver} 早于 {required}，即方案所用 CUDA {cuda} 所需的最低 Windows 驱动；CUDA 程序将无法启动。</translation>
    </message>
    <message>
        <source>The NVIDIA driver {driver} is older than {required}, the oldest Linux driver for CUDA {cuda} that the plan uses; CUDA programs will fail to start.</source>
        <translation>NVIDIA 驱动 {driver} 早于 {required}，即方案所用 CUDA {cuda} 所需的最低 Linux 驱动；CUDA 程序将无法启动。</translation>
    </message>
    <message>
        <source>The NVIDIA driver {driver} is older than {required}, the oldest Windows driver for CUDA {cuda} that the installed torch {torch_version} uses; CUDA programs will fail to start.</source>
        <translation>NVIDIA 驱动 {driver} 早于 {required}，即已安装的 torch {torch_version} 所用 CUDA {cuda} 所需的最低 Windows 驱动；CUDA 程序将无法启动。</translation>
    </message>
    <message>
        <source>The NVIDIA driver {driver} is older than {required}, the oldest Linux driver for CUDA {cuda} that the installed torch {torch_version} uses; CUDA programs will fail to start.</source>
        <translation>NVIDIA 驱动 {driver} 早于 {required}，即已安装的 torch {torch_version} 所用 CUDA {cuda} 所需的最低 Linux 驱动；CUDA 程序将无法启动。</translation>
    </message>
    <message>
        <source>nvidia-smi shows &quot;CUDA Version: {driver_cuda}&quot;: that is the newest CUDA the driver can run, not an installed CUDA toolkit. </source>
        <translation>nvidia-smi 显示“CUDA Version: {driver_cuda}”：这是驱动能运行的最新 CUDA，并不是已安装的 CUDA 工具包。</translation>
    </message>
    <message>
        <source>No nvcc compiler was found, and this plan compiles CUDA code (custom kernels or extensions), which needs the toolkit.</source>
        <translation>未找到 nvcc 编译器，而此方案要编译 CUDA 代码（自定义内核或扩展），需要工具包。</translation>
    </message>
    <message>
        <source>The plan runs in containers, but neither docker nor podman was found.</source>
        <translation>方案在容器中运行，但未找到 docker 或 podman。</translation>
    </message>
    <message>
        <source>The plan&apos;s containers use GPUs, but the NVIDIA Container Toolkit (nvidia-ctk) is not installed, so `docker run --gpus` and Compose GPU reservations fail.</source>
        <translation>方案的容器要使用 GPU，但未安装 NVIDIA Container Toolkit（nvidia-ctk），因此 `docker run --gpus` 和 Compose 的 GPU 预留都会失败。</translation>
    </message>
    <message>
        <source>torch {version} has no CUDA support (it is a ROCm build for AMD GPUs, HIP {hip}), so it cannot use the {gpu} in this machine.</source>
        <translation>torch {version} 不支持 CUDA（它是面向 AMD GPU 的 ROCm 构建，HIP {hip}），因此无法使用本机的 {gpu}。</translation>
    </message>
    <message>
        <source>torch {version} has no CUDA support (torch.version.cuda is None), so it cannot use the {gpu} in this machine.</source>
        <translation>torch {version} 不支持 CUDA（torch.version.cuda 为 None），因此无法使用本机的 {gpu}。</translation>
    </message>
    <message>
        <source>torch {version} has no CUDA support (its version says +cpu), so it cannot use the {gpu} in this machine.</source>
        <translation>torch {version} 不支持 CUDA（其版本号标明 +cpu），因此无法使用本机的 {gpu}。</translation>
    </message>
    <message>
        <source>torch {version} has no CUDA support (torch from PyPI is CPU-only on Windows), so it cannot use the {gpu} in this machine.</source>
        <translation>torch {version} 不支持 CUDA（在 Windows 上，PyPI 的 torch 只支持 CPU），因此无法使用本机的 {gpu}。</translation>
    </message>
    <message>
        <source>torch {version} has no CUDA support ({basis}), so it cannot use the {gpu} in this machine.</source>
        <translation>torch {version} 不支持 CUDA（{basis}），因此无法使用本机的 {gpu}。</translation>
    </message>
    <message>
        <source>torch {version} ships GPU code for {shipped} only; the {gpu} is sm_{sm}, so CUDA calls fail with &quot;no kernel image is available&quot;.</source>
        <translation>torch {version} 只带有 {shipped} 的 GPU 代码；{gpu} 是 sm_{sm}，因此 CUDA 调用会以“no kernel image is available”失败。</translation>
    </message>
    <message>
        <source>torch {version} ships GPU code for other GPUs only; the {gpu} is sm_{sm}, so CUDA calls fail with &quot;no kernel image is available&quot;.</source>
        <translation>torch {version} 只带有其他 GPU 的代码；{gpu} 是 sm_{sm}，因此 CUDA 调用会以“no kernel image is available”失败。</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no GPU support on native Windows; it will run on the CPU only (the last release with Windows GPU support is {last_windows_gpu}).</source>
        <translation>TensorFlow {version} 在原生 Windows 上不支持 GPU，只会在 CPU 上运行（最后一个支持 Windows GPU 的版本是 {last_windows_gpu}）。</translation>
    </message>
    <message>
        <source>TensorFlow {version} has no GPU support on native Windows; it will run on the CPU only.</source>
        <translation>TensorFlow {version} 在原生 Windows 上不支持 GPU，只会在 CPU 上运行。</translation>
    </message>
    <message>
        <source>This Python is {python}, but {framework} {framework_version} supports Python {python_min} to {python_max}; installing it here will fail or pick another version.</source>
        <translation>此 Python 为 {python}，但 {framework} {framework_version} 支持 Python {python_min} 到 {python_max}；在这里安装会失败或选到其他版本。</translation>
    </message>
    <message>
        <source>This machine runs {name}, whose standard support ended on {ended}; it gets no regular security updates, and new CUDA and framework builds stop supporting it.</source>
        <translation>本机运行 {name}，其标准支持已于 {ended} 结束；不再有常规安全更新，新的 CUDA 和框架版本也不再支持它。</translation>
    </message>
    <message>
        <source>The plan uses {name}, whose standard support ended on {ended}; it gets no regular security updates, and new CUDA and framework builds stop supporting it.</source>
        <translation>方案使用 {name}，其标准支持已于 {ended} 结束；不再有常规安全更新，新的 CUDA 和框架版本也不再支持它。</translation>
    </message>
    <message>
        <source>{mountpoint} has {free_gb:,.0f} GB free, but the plan needs about {need_gb:,.0f} GB (data, checkpoints, environment and cache).</source>
        <translation>{mountpoint} 剩余 {free_gb:,.0f} GB，但方案需要约 {need_gb:,.0f} GB（数据、检查点、环境和缓存）。</translation>
    </message>
    <message>
        <source>{path} is on a hard disk ({mountpoint}); random reads of many small files are slow enough to leave the GPU waiting.</source>
        <translation>{path} 位于机械硬盘上（{mountpoint}）；大量小文件的随机读取慢到让 GPU 空等。</translation>
    </message>
    <message>
        <source>{path} is saved as UTF-16, which WSL does not read: every setting in it is ignored.</source>
        <translation>{path} 以 UTF-16 保存，WSL 无法读取：其中所有设置都被忽略。</translation>
    </message>
    <message>
        <source>{path} starts with a UTF-8 byte-order mark, which can make WSL ignore its settings.</source>
        <translation>{path} 以 UTF-8 字节顺序标记（BOM）开头，可能使 WSL 忽略其设置。</translation>
    </message>
    <message>
        <source>{path} is not valid UTF-8 text, so WSL may ignore it.</source>
        <translation>{path} 不是有效的 UTF-8 文本，WSL 可能会忽略它。</translation>
    </message>
    <message>
        <source>WSL2 gives Linux {cap_gib:.1f} GiB (memory={memory_text} in {path}), but the plan needs about {need_gib:.1f} GiB of RAM; the job may be killed or swap heavily.</source>
        <translation>WSL2 只给 Linux {cap_gib:.1f} GiB（{path} 中的 memory={memory_text}），但方案需要约 {need_gib:.1f} GiB 内存；任务可能被终止或大量使用交换空间。</translation>
    </message>
    <message>
        <source>WSL2 gives Linux {cap_gib:.1f} GiB (the memory Linux sees in WSL2), but the plan needs about {need_gib:.1f} GiB of RAM; the job may be killed or swap heavily.</source>
        <translation>WSL2 只给 Linux {cap_gib:.1f} GiB（WSL2 中 Linux 看到的内存），但方案需要约 {need_gib:.1f} GiB 内存；任务可能被终止或大量使用交换空间。</translation>
    </message>
    <message>
        <source>A Linux NVIDIA driver is installed inside WSL2 ({file_list}); it shadows the Windows driver&apos;s libraries in /usr/lib/wsl/lib and breaks CUDA.</source>
        <translation>WSL2 内安装了 Linux 版 NVIDIA 驱动（{file_list}）；它会遮蔽 /usr/lib/wsl/lib 中 Windows 驱动的库，使 CUDA 失效。</translation>
    </message>
    <message>
        <source>/usr/lib/wsl/lib, where WSL2 puts the Windows driver&apos;s libcuda, is neither in LD_LIBRARY_PATH nor in /etc/ld.so.conf.d, so CUDA programs cannot find the driver.</source>
        <translation>WSL2 存放 Windows 驱动 libcuda 的 /usr/lib/wsl/lib 既不在 LD_LIBRARY_PATH 中，也不在 /etc/ld.so.conf.d 中，因此 CUDA 程序找不到驱动。</translation>
    </message>
    <message>
        <source>{path} is on a Windows drive seen through /mnt (the 9P file server); reading training data from there is many times slower than from the Linux file system.</source>
        <translation>{path} 位于通过 /mnt（9P 文件服务器）访问的 Windows 磁盘上；从那里读取训练数据比从 Linux 文件系统慢很多倍。</translation>
    </message>
    <message>
        <source>The check {rule} could not run ({error}).</source>
        <translation>检查 {rule} 无法运行（{error}）。</translation>
    </message>
    <message>
        <source>The plan targets {plan_target}, but this machine is {machine}; checks that compare the plan with this machine&apos;s drivers and Python were skipped.</source>
        <translation>方案的目标平台是 {plan_target}，但本机是 {machine}；已跳过把方案与本机驱动和 Python 对比的检查。</translation>
    </message>
    <message>
        <source>The disk read figure for {folder} may be inflated: direct I/O is not available on this file system; the page cache may inflate the read figures; the test file&apos;s cached pages could not be dropped.</source>
        <translation>{folder} 的磁盘读取数据可能偏高：此文件系统不支持直接 I/O，页缓存可能使读取数据偏高；测试文件的缓存页也无法清除。</translation>
    </message>
    <message>
        <source>The disk read figure for {folder} may be inflated: direct I/O is not available on this file system; the page cache may inflate the read figures.</source>
        <translation>{folder} 的磁盘读取数据可能偏高：此文件系统不支持直接 I/O，页缓存可能使读取数据偏高。</translation>
    </message>
    <message>
        <source>The disk read figure for {folder} may be inflated: {notes}.</source>
        <translation>{folder} 的磁盘读取数据可能偏高：{notes}。</translation>
    </message>
    <message>
        <source>No expected figure for the disk holding {folder}: its kind ({kind}) is not NVMe, SATA SSD or hard disk.</source>
        <translation>{folder} 所在磁盘没有预期数据：其类型（{kind}）不是 NVMe、SATA SSD 或机械硬盘。</translation>
    </message>
    <message>
        <source>No expected figure for the disk holding {folder}: its kind (not detected) is not NVMe, SATA SSD or hard disk.</source>
        <translation>{folder} 所在磁盘没有预期数据：其类型（未检测到）不是 NVMe、SATA SSD 或机械硬盘。</translation>
    </message>
    <message>
        <source>{figure} measured {measured:g} {unit}, {percent:g}% of {expected:g} {unit} expected for {against}.</source>
        <translation>{figure} 实测 {measured:g} {unit}，为 {against} 预期 {expected:g} {unit} 的 {percent:g}%。</translation>
    </message>
    <message>
        <source>The dataset folder {path} cannot be read.</source>
        <translation>无法读取数据集目录 {path}。</translation>
    </message>
    <message>
        <source>The dataset folder {path} is on another disk than the measured folder {measured_folder}.</source>
        <translation>数据集目录 {path} 与被测目录 {measured_folder} 不在同一块磁盘上。</translation>
    </message>
    <message>
        <source>The dataset folder {path} is on a disk reading {read_mb_s:,.0f} MB/s; an NVMe disk such as the {nvme_example} reads up to {nvme_mb_s:,.0f} MB/s, about {factor:,.0f}× faster.</source>
        <translation>数据集目录 {path} 所在磁盘读取速度为 {read_mb_s:,.0f} MB/s；NVMe 盘（如 {nvme_example}）可达 {nvme_mb_s:,.0f} MB/s，约快 {factor:,.0f} 倍。</translation>
    </message>
    <message>
        <source>The plan runs on {count} × {gpu}, but this machine has no NVIDIA GPU.</source>
        <translation>方案运行在 {count} × {gpu} 上，但本机没有 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>The plan runs on {count} × {gpu} in one node, but this machine has {have} NVIDIA GPU.</source>
        <translation>方案在一个节点上使用 {count} × {gpu}，但本机只有 {have} 块 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>The plan runs on {count} × {gpu} in one node, but this machine has {have} NVIDIA GPUs.</source>
        <translation>方案在一个节点上使用 {count} × {gpu}，但本机只有 {have} 块 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>The plan needs {need_gib:,.1f} GiB per GPU, but the largest GPU here has {have_gib:,.1f} GiB.</source>
        <translation>方案每块 GPU 需要 {need_gib:,.1f} GiB，但本机最大的 GPU 只有 {have_gib:,.1f} GiB。</translation>
    </message>
    <message>
        <source>This machine has {have_gib:,.1f} GiB of RAM ({have_gb:,.1f} GB); the plan asks for {need_gb:,.0f} GB.</source>
        <translation>本机内存为 {have_gib:,.1f} GiB（{have_gb:,.1f} GB）；方案要求 {need_gb:,.0f} GB。</translation>
    </message>
    <message>
        <source>This machine has {have} CPU cores; the plan asks for {need} (data loading and the main process).</source>
        <translation>本机有 {have} 个 CPU 核心；方案要求 {need} 个（数据加载和主进程）。</translation>
    </message>
    <message>
        <source>No disk here is known to be an NVMe or SSD drive with {need_gb:,.0f} GB free, as the plan asks for its training data (the most free on one disk: {free_gb:,.0f} GB).</source>
        <translation>本机没有已知为 NVMe 或 SSD 且剩余 {need_gb:,.0f} GB 的磁盘，而方案的训练数据需要这样的磁盘（单块磁盘最多剩余 {free_gb:,.0f} GB）。</translation>
    </message>
    <message>
        <source>No disk here has the {need_gb:,.0f} GB free that the plan asks for (the most free on one disk: {free_gb:,.0f} GB).</source>
        <translation>本机没有剩余 {need_gb:,.0f} GB 的磁盘，而方案需要这么多（单块磁盘最多剩余 {free_gb:,.0f} GB）。</translation>
    </message>
    <message>
        <source>{framework} {installed} is installed, but the plan uses {version}; its CUDA build and the planned libraries are chosen for that version.</source>
        <translation>已安装 {framework} {installed}，但方案使用 {version}；方案的 CUDA 构建和所列库都是按该版本选择的。</translation>
    </message>
    <message>
        <source>The plan uses {framework} {version}, which is not installed in this Python environment.</source>
        <translation>方案使用 {framework} {version}，但当前 Python 环境中没有安装。</translation>
    </message>
    <message>
        <source>GPUs: {have} here, the plan uses {count} × {gpu}.</source>
        <translation>GPU：本机 {have} 块，方案使用 {count} × {gpu}。</translation>
    </message>
    <message>
        <source>GPU memory: {have_gib:,.1f} GiB here, the plan needs {need_gib:,.1f} GiB per GPU.</source>
        <translation>显存：本机 {have_gib:,.1f} GiB，方案每块 GPU 需要 {need_gib:,.1f} GiB。</translation>
    </message>
    <message>
        <source>RAM: {have_gb:,.1f} GB here, the plan asks for {need_gb:,.0f} GB.</source>
        <translation>内存：本机 {have_gb:,.1f} GB，方案要求 {need_gb:,.0f} GB。</translation>
    </message>
    <message>
        <source>CPU cores: {have} here, the plan asks for {need}.</source>
        <translation>CPU 核心：本机 {have} 个，方案要求 {need} 个。</translation>
    </message>
    <message>
        <source>Disk: a drive with {need_gb:,.0f} GB free, as the plan asks.</source>
        <translation>磁盘：有一块剩余 {need_gb:,.0f} GB 的磁盘，满足方案要求。</translation>
    </message>
    <message>
        <source>Framework: {framework} {installed} is installed (the plan uses {version}).</source>
        <translation>框架：已安装 {framework} {installed}（方案使用 {version}）。</translation>
    </message>
    <message>
        <source>Driver: {driver} here, the plan needs {driver_min} or newer.</source>
        <translation>驱动：本机为 {driver}，方案需要 {driver_min} 或更新版本。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU (on WSL2, install it on Windows, not inside Linux) and reboot; then run the doctor again.</source>
        <translation>为此 GPU 安装 NVIDIA 驱动（WSL2 下请安装在 Windows 上，而不是 Linux 内）并重启；然后再次运行诊断。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to {required} or newer on Windows (WSL2 uses the Windows driver), or choose a build for an older CUDA.</source>
        <translation>在 Windows 上把 NVIDIA 驱动更新到 {required} 或更新版本（WSL2 使用 Windows 驱动），或选择面向较旧 CUDA 的版本。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to {required} or newer, or choose a build for an older CUDA.</source>
        <translation>把 NVIDIA 驱动更新到 {required} 或更新版本，或选择面向较旧 CUDA 的版本。</translation>
    </message>
    <message>
        <source>Install the CUDA toolkit {cuda} (NVIDIA&apos;s installer or package, conda&apos;s cuda-toolkit, or a -devel container image) and put its bin folder on PATH. The driver alone is enough to run prebuilt wheels.</source>
        <translation>安装 CUDA 工具包 {cuda}（NVIDIA 的安装程序或软件包、conda 的 cuda-toolkit，或 -devel 容器镜像），并把其 bin 目录加入 PATH。只运行预编译的 wheel 时有驱动就够了。</translation>
    </message>
    <message>
        <source>Install the CUDA toolkit the planned CUDA (NVIDIA&apos;s installer or package, conda&apos;s cuda-toolkit, or a -devel container image) and put its bin folder on PATH. The driver alone is enough to run prebuilt wheels.</source>
        <translation>安装方案所需版本的 CUDA 工具包（NVIDIA 的安装程序或软件包、conda 的 cuda-toolkit，或 -devel 容器镜像），并把其 bin 目录加入 PATH。只运行预编译的 wheel 时有驱动就够了。</translation>
    </message>
    <message>
        <source>Install Docker Engine (or Podman), then the NVIDIA Container Toolkit.</source>
        <translation>安装 Docker Engine（或 Podman），再安装 NVIDIA Container Toolkit。</translation>
    </message>
    <message>
        <source>Install the NVIDIA Container Toolkit, run `sudo nvidia-ctk runtime configure --runtime=docker` and restart Docker.</source>
        <translation>安装 NVIDIA Container Toolkit，运行 `sudo nvidia-ctk runtime configure --runtime=docker` 并重启 Docker。</translation>
    </message>
    <message>
        <source>Reinstall a CUDA build in this environment: {command}</source>
        <translation>在此环境中重新安装支持 CUDA 的版本：{command}</translation>
    </message>
    <message>
        <source>Install torch {suggested} built for {suggested_variant}, which carries sm_{sm} code.</source>
        <translation>安装面向 {suggested_variant} 构建的 torch {suggested}，它带有 sm_{sm} 代码。</translation>
    </message>
    <message>
        <source>Install a torch build whose arch list includes sm_{sm}.</source>
        <translation>安装架构列表包含 sm_{sm} 的 torch 版本。</translation>
    </message>
    <message>
        <source>Use WSL2 (Ubuntu) and install tensorflow[and-cuda] there, or pin {pin} with CUDA {last_cuda} and cuDNN {last_cudnn} on Windows.</source>
        <translation>使用 WSL2（Ubuntu）并在其中安装 tensorflow[and-cuda]，或在 Windows 上固定 {pin}，配合 CUDA {last_cuda} 和 cuDNN {last_cudnn}。</translation>
    </message>
    <message>
        <source>Use WSL2 (Ubuntu) and install tensorflow[and-cuda] there.</source>
        <translation>使用 WSL2（Ubuntu）并在其中安装 tensorflow[and-cuda]。</translation>
    </message>
    <message>
        <source>Create the environment with Python {plan_python} as the plan says (conda create -n NAME python=..., or uv venv --python ...).</source>
        <translation>按方案用 Python {plan_python} 创建环境（conda create -n NAME python=...，或 uv venv --python ...）。</translation>
    </message>
    <message>
        <source>Move to a supported LTS release (upgrade the OS, or use a newer base image).</source>
        <translation>迁移到仍受支持的 LTS 版本（升级操作系统，或使用更新的基础镜像）。</translation>
    </message>
    <message>
        <source>Free space, add a disk, or point the dataset and checkpoints at a larger drive.</source>
        <translation>清理空间、添加磁盘，或把数据集和检查点放到更大的磁盘上。</translation>
    </message>
    <message>
        <source>Copy the dataset to an SSD or NVMe drive, or pack it into large shards (WebDataset, TFRecord) read sequentially.</source>
        <translation>把数据集复制到 SSD 或 NVMe 盘，或打包成按顺序读取的大分片（WebDataset、TFRecord）。</translation>
    </message>
    <message>
        <source>Save it again as UTF-8 without BOM (in Notepad: Save as, Encoding &apos;UTF-8&apos;), then run `wsl --shutdown`.</source>
        <translation>重新以不带 BOM 的 UTF-8 保存（记事本中：另存为，编码选“UTF-8”），然后运行 `wsl --shutdown`。</translation>
    </message>
    <message>
        <source>In %UserProfile%\.wslconfig set [wsl2] memory={suggested_gb}GB (saved as UTF-8), then run `wsl --shutdown` and start WSL again.</source>
        <translation>在 %UserProfile%\.wslconfig 中设置 [wsl2] memory={suggested_gb}GB（以 UTF-8 保存），然后运行 `wsl --shutdown` 并重新启动 WSL。</translation>
    </message>
    <message>
        <source>Remove the Linux driver packages inside WSL (e.g. `sudo apt purge &apos;nvidia-driver-*&apos; &apos;libnvidia-compute-*&apos;`) and install only the CUDA toolkit&apos;s WSL-Ubuntu package; keep the driver on Windows.</source>
        <translation>删除 WSL 内的 Linux 驱动包（例如 `sudo apt purge &apos;nvidia-driver-*&apos; &apos;libnvidia-compute-*&apos;`），只安装 CUDA 工具包的 WSL-Ubuntu 软件包；驱动保留在 Windows 上。</translation>
    </message>
    <message>
        <source>Add `/usr/lib/wsl/lib` to /etc/ld.so.conf.d/ld.wsl.conf and run `sudo ldconfig`, or export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH.</source>
        <translation>把 `/usr/lib/wsl/lib` 加入 /etc/ld.so.conf.d/ld.wsl.conf 并运行 `sudo ldconfig`，或 export LD_LIBRARY_PATH=/usr/lib/wsl/lib:$LD_LIBRARY_PATH。</translation>
    </message>
    <message>
        <source>Copy the dataset and the project into the Linux file system (e.g. ~/data) and read it from there.</source>
        <translation>把数据集和项目复制到 Linux 文件系统（例如 ~/data）中，并从那里读取。</translation>
    </message>
    <message>
        <source>Report this with the output of `dlconfig-cli probe --json`.</source>
        <translation>请附上 `dlconfig-cli probe --json` 的输出报告此问题。</translation>
    </message>
    <message>
        <source>Run the doctor on the target machine with the same plan file.</source>
        <translation>请在目标机器上用同一方案文件运行诊断。</translation>
    </message>
    <message>
        <source>Run the benchmark on a folder whose file system allows direct I/O.</source>
        <translation>请在文件系统支持直接 I/O 的目录上运行基准测试。</translation>
    </message>
    <message>
        <source>Check for other load, power or thermal limits, and the link (PCIe or SATA) the device runs at.</source>
        <translation>检查是否有其他负载、功耗或温度限制，以及设备运行的链路（PCIe 或 SATA）。</translation>
    </message>
    <message>
        <source>Check the path, or create the folder before benchmarking it.</source>
        <translation>检查路径，或在基准测试前先创建该目录。</translation>
    </message>
    <message>
        <source>Run the disk benchmark on {path} to measure its disk.</source>
        <translation>在 {path} 上运行磁盘基准测试以测量其磁盘。</translation>
    </message>
    <message>
        <source>Keep the training data on a local NVMe disk, or cache it there before training.</source>
        <translation>把训练数据放在本地 NVMe 盘上，或在训练前缓存到那里。</translation>
    </message>
    <message>
        <source>Run the plan on a machine with the planned GPUs (step 5 lists places to rent or buy them), or plan for this machine&apos;s CPU (set {gpus_field} to 0).</source>
        <translation>在装有方案所需 GPU 的机器上运行（第 5 步列出了可租用或购买的地点），或改为按本机 CPU 规划（将 {gpus_field} 设为 0）。</translation>
    </message>
    <message>
        <source>Add GPUs, run on a machine with {count}, or set gpus: {have} in the workload and re-plan.</source>
        <translation>增加 GPU，在有 {count} 块 GPU 的机器上运行，或在工作负载中设置 gpus: {have} 后重新规划。</translation>
    </message>
    <message>
        <source>Use a GPU with more memory, or lower the need: smaller batch, gradient checkpointing, LoRA/QLoRA or a lower precision.</source>
        <translation>使用显存更大的 GPU，或降低需求：减小批大小、启用梯度检查点、改用 LoRA/QLoRA 或更低精度。</translation>
    </message>
    <message>
        <source>Add RAM, or run where the plan&apos;s {need_gb:,.0f} GB are available; with less, fewer data-loading workers and a smaller prefetch may still run.</source>
        <translation>增加内存，或在有方案所需 {need_gb:,.0f} GB 的地方运行；内存较少时，减少数据加载进程和预取量也许仍能运行。</translation>
    </message>
    <message>
        <source>Run on a machine with {need} cores, or lower the data-loading workers (num_workers) and expect the GPU to wait for data.</source>
        <translation>在有 {need} 个核心的机器上运行，或减少数据加载进程（num_workers），但 GPU 会等待数据。</translation>
    </message>
    <message>
        <source>Put the dataset and checkpoints on a local NVMe or SSD drive with {need_gb:,.0f} GB free.</source>
        <translation>把数据集和检查点放到剩余 {need_gb:,.0f} GB 的本地 NVMe 或 SSD 盘上。</translation>
    </message>
    <message>
        <source>Set up the exported environment, which pins {framework} {version}, and run the doctor again inside it.</source>
        <translation>搭建导出的环境（其中固定了 {framework} {version}），再在该环境中重新运行诊断。</translation>
    </message>
    <message>
        <source>Set up the exported environment (setup script or uv sync in the bundle) and run the doctor again inside it.</source>
        <translation>先搭建导出的环境（运行包中的 setup 脚本或 uv sync），再在该环境中重新运行诊断。</translation>
    </message>
    <message>
        <source>The NVIDIA driver {driver} predates the {gpu}: {architecture} GPUs need driver {required} or newer.</source>
        <translation>NVIDIA 驱动 {driver} 早于 {gpu}：{architecture} GPU 需要 {required} 或更新的驱动。</translation>
    </message>
    <message>
        <source>The NVIDIA driver {driver} no longer supports the {gpu}: R{branch} is the last driver branch for {architecture} GPUs.</source>
        <translation>NVIDIA 驱动 {driver} 已不再支持 {gpu}：R{branch} 是 {architecture} GPU 的最后一个驱动分支。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to {required} or newer.</source>
        <translation>将 NVIDIA 驱动更新到 {required} 或更新版本。</translation>
    </message>
    <message>
        <source>Install an R{branch} driver (the legacy branch for {architecture}).</source>
        <translation>安装 R{branch} 驱动（{architecture} 的旧版分支）。</translation>
    </message>
    <message>
        <source>{gpu} is not a GPU of the catalog: this stack is resolved from its compute capability {compute_capability} alone ({architecture}: the GPU code of each build and the driver bounds of the architecture). Its memory and speed are unknown.</source>
        <translation>{gpu} 不是目录中的 GPU：此软件栈仅根据其计算能力 {compute_capability} 求解（{architecture}：各构建的 GPU 代码以及该架构的驱动范围）。其显存和速度未知。</translation>
    </message>
    <message>
        <source>{requested} gives only a compute capability ({compute_capability}): its memory and speed are unknown, so whether it holds this workload is not judged. The stack is resolved for that capability; {chosen} from the catalog is sized instead.</source>
        <translation>{requested} 只给出了计算能力（{compute_capability}）：其显存和速度未知，因此不判断它能否容纳此工作负载。软件栈按该计算能力求解；硬件规模改按目录中的 {chosen} 估算。</translation>
    </message>
    <message>
        <source>kb refresh could not read which GPUs the {framework} {version} {variant} build has code for: assumed the same as the {from_version} {from_variant} build, the nearest recorded one.</source>
        <translation>kb refresh 无法读出 {framework} {version} {variant} 构建带有哪些 GPU 的代码：假定与最接近的已记录构建 {from_version} {from_variant} 相同。</translation>
    </message>
    <message>
        <source>kb refresh could not read which GPUs {framework} {version} has code for: assumed the same as {from_version}, the nearest recorded release.</source>
        <translation>kb refresh 无法读出 {framework} {version} 带有哪些 GPU 的代码：假定与最接近的已记录版本 {from_version} 相同。</translation>
    </message>
    <message>
        <source>The {gpu} needs NVIDIA driver &gt;= {driver_min} ({architecture} GPUs), newer than the {cuda_driver_min} this build&apos;s CUDA needs.</source>
        <translation>{gpu} 需要 NVIDIA 驱动 &gt;= {driver_min}（{architecture} GPU），高于此构建的 CUDA 所需的 {cuda_driver_min}。</translation>
    </message>
    <message>
        <source>Linux: CPU-only wheels; no NVIDIA driver is needed.</source>
        <translation>Linux：仅 CPU 的 wheel；无需 NVIDIA 驱动。</translation>
    </message>
    <message>
        <source>WSL2: a Linux environment on Windows with CPU-only wheels; no NVIDIA driver is needed.</source>
        <translation>WSL2：Windows 上的 Linux 环境，使用仅 CPU 的 wheel；无需 NVIDIA 驱动。</translation>
    </message>
    <message>
        <source>Native Windows: CPU-only wheels.</source>
        <translation>原生 Windows：仅 CPU 的 wheel。</translation>
    </message>
    <message>
        <source>macOS: the framework runs on the CPU.</source>
        <translation>macOS：框架在 CPU 上运行。</translation>
    </message>
    <message>
        <source>Measured on this machine ({device}, torch {torch}, {measured_at}): {peak_gib:,.2f} GiB allocated on the GPU at the peak, {tokens_per_s:,.1f} tokens/s at batch {batch} × {seq_len} tokens, {precision}.</source>
        <translation>本机实测（{device}，torch {torch}，{measured_at}）：峰值时 GPU 上分配 {peak_gib:,.2f} GiB，批大小 {batch} × {seq_len} 个词元时 {tokens_per_s:,.1f} 词元/秒，{precision}。</translation>
    </message>
    <message>
        <source>Measured on this machine ({device}, torch {torch}, {measured_at}): {peak_gib:,.2f} GiB of process memory at the peak (on the CPU), {tokens_per_s:,.1f} tokens/s at batch {batch} × {seq_len} tokens, {precision}.</source>
        <translation>本机实测（{device}，torch {torch}，{measured_at}）：峰值时进程内存 {peak_gib:,.2f} GiB（在 CPU 上），批大小 {batch} × {seq_len} 个词元时 {tokens_per_s:,.1f} 词元/秒，{precision}。</translation>
    </message>
    <message>
        <source>parameters x bytes per parameter at the chosen precision</source>
        <translation>参数量 x 所选精度下每个参数的字节数</translation>
    </message>
    <message>
        <source>one gradient per trainable parameter (ZeRO paper)</source>
        <translation>每个可训练参数一个梯度（ZeRO 论文）</translation>
    </message>
    <message>
        <source>optimizer states per trainable parameter, plus a float32 master copy where the recipe keeps one (ZeRO paper)</source>
        <translation>每个可训练参数的优化器状态，训练方案保留 float32 主副本时另加主副本（ZeRO 论文）</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 per-layer activations</source>
        <translation>Korthikanti 等人 2022 年的逐层激活公式</translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022 per-layer activations with full recomputation</source>
        <translation>Korthikanti 等人 2022 年的逐层激活公式，完全重计算</translation>
    </message>
    <message>
        <source>feature maps per multiply-add counted on ResNet-50, scaled by this model&apos;s cost</source>
        <translation>按 ResNet-50 统计的每次乘加对应的特征图，按本模型的计算量缩放</translation>
    </message>
    <message>
        <source>not estimated: no per-sample cost in the catalog</source>
        <translation>未估算：目录中没有每样本计算量</translation>
    </message>
    <message>
        <source>2 x layers x kv_heads x head_dim x tokens x bytes x requests</source>
        <translation>2 x 层数 x kv_heads x head_dim x token 数 x 字节数 x 请求数</translation>
    </message>
    <message>
        <source>the larger of a denoising step&apos;s attention scores and the VAE decode of the batch</source>
        <translation>去噪步骤的注意力分数与整批 VAE 解码两者中的较大者</translation>
    </message>
    <message>
        <source>one block&apos;s tensors while a batch of prompts is prefilled</source>
        <translation>一批提示词预填充时一个块的张量</translation>
    </message>
    <message>
        <source>(kv_lora_rank + qk_rope_head_dim) x layers x tokens x bytes x requests (MLA)</source>
        <translation>(kv_lora_rank + qk_rope_head_dim) × 层数 × 词元数 × 字节数 × 请求数（MLA）</translation>
    </message>
    <message>
        <source>bandwidth x GPUs / (weights read + KV cache) per step, per request</source>
        <translation>带宽 × GPU 数 /（每步读取的权重 + KV 缓存），按每个请求计</translation>
    </message>
    <message>
        <source>per-request decode speed x concurrent requests</source>
        <translation>单请求解码速度 × 并发请求数</translation>
    </message>
    <message>
        <source>(2 x active parameters x prompt + attention) / (peak x MFU)</source>
        <translation>（2 × 激活参数 × 提示词长度 + 注意力）/（峰值 × MFU）</translation>
    </message>
    <message>
        <source>prefill of one prompt plus one decode step</source>
        <translation>一个提示词的预填充加一步解码</translation>
    </message>
    <message>
        <source>context per request whose memory per GPU stays under 90%</source>
        <translation>每个请求的上下文长度，使每块 GPU 的显存保持在 90% 以下</translation>
    </message>
    <message>
        <source>CUDA context and workspaces plus 5% allocator fragmentation</source>
        <translation>CUDA 上下文和工作区，加上 5% 的分配器碎片</translation>
    </message>
    <message>
        <source>sum of the parts above</source>
        <translation>以上各部分之和</translation>
    </message>
    <message>
        <source>checkpoint load, dataset page cache and framework baseline</source>
        <translation>加载检查点、数据集页缓存和框架基础占用</translation>
    </message>
    <message>
        <source>dataset, base model, resumable checkpoints and environment</source>
        <translation>数据集、基础模型、可续训的检查点和环境</translation>
    </message>
    <message>
        <source>6·N·D plus attention (PaLM appendix B); 4·N·D for LoRA/QLoRA</source>
        <translation>6·N·D 加注意力计算（PaLM 附录 B）；LoRA/QLoRA 为 4·N·D</translation>
    </message>
    <message>
        <source>Guidance, not legal advice. The rules are summarised from the sources named; check the current texts and your own facts with counsel before you decide. Prices are list prices as published on the dates shown; taxes, discounts and negotiated rates are not included.</source>
        <translation>仅供参考，不构成法律意见。这些规则摘自所列来源；做决定前请与法律顾问核对现行条文和您自己的具体情况。价格为所示日期公布的标价，不含税费、折扣和协商价格。</translation>
    </message>
    <message>
        <source>The nvidia-ml-py package (import pynvml) is not installed, so NVIDIA GPUs cannot be queried ({error}).</source>
        <translation>未安装 nvidia-ml-py 包（import pynvml），因此无法查询 NVIDIA GPU（{error}）。</translation>
    </message>
    <message>
        <source>The NVIDIA driver library could not be loaded ({error}).</source>
        <translation>无法加载 NVIDIA 驱动库（{error}）。</translation>
    </message>
    <message>
        <source>No NVIDIA driver library (NVML, libnvidia-ml) was found, so no NVIDIA GPU can be used here. If this machine has an NVIDIA GPU, install the NVIDIA driver.</source>
        <translation>未找到 NVIDIA 驱动库（NVML、libnvidia-ml），因此这里无法使用任何 NVIDIA GPU。如果本机装有 NVIDIA GPU，请安装 NVIDIA 驱动。</translation>
    </message>
    <message>
        <source>The NVIDIA driver library is installed but the driver is not loaded (NVML: Driver Not Loaded). Reboot after installing the driver, or check that the kernel module loads (Secure Boot can block it).</source>
        <translation>NVIDIA 驱动库已安装，但驱动未加载（NVML: Driver Not Loaded）。安装驱动后请重启，或检查内核模块能否加载（安全启动可能会阻止它）。</translation>
    </message>
    <message>
        <source>The NVIDIA driver library and the loaded kernel driver have different versions (usually after a driver update). Reboot to load the new driver.</source>
        <translation>NVIDIA 驱动库与已加载的内核驱动版本不同（通常发生在驱动更新之后）。请重启以加载新驱动。</translation>
    </message>
    <message>
        <source>This user may not talk to the NVIDIA driver (NVML: Insufficient Permissions). Check the permissions of /dev/nvidia*.</source>
        <translation>当前用户无权与 NVIDIA 驱动通信（NVML: Insufficient Permissions）。请检查 /dev/nvidia* 的权限。</translation>
    </message>
    <message>
        <source>NVML was used before it was opened.</source>
        <translation>NVML 在打开之前就被使用了。</translation>
    </message>
    <message>
        <source>NVML could not start ({error}); GPUs cannot be queried.</source>
        <translation>NVML 无法启动（{error}）；无法查询 GPU。</translation>
    </message>
    <message>
        <source>NVML failed while listing GPUs ({error}).</source>
        <translation>NVML 在列出 GPU 时出错（{error}）。</translation>
    </message>
    <message>
        <source>NVML reported {count} GPUs, which cannot be right (0 to {max} expected), so no NVIDIA GPU can be used. Check the driver with nvidia-smi.</source>
        <translation>NVML 报告了 {count} 个 GPU，这不可能正确（应为 0 到 {max} 个），因此无法使用任何 NVIDIA GPU。请用 nvidia-smi 检查驱动。</translation>
    </message>
    <message>
        <source>NVML stopped answering (no reply within {timeout_s} s), so no NVIDIA GPU can be used. Check the driver with nvidia-smi.</source>
        <translation>NVML 停止响应（{timeout_s} 秒内无回复），因此无法使用任何 NVIDIA GPU。请用 nvidia-smi 检查驱动。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is loaded but reports no GPU.</source>
        <translation>NVIDIA 驱动已加载，但未报告任何 GPU。</translation>
    </message>
    <message>
        <source>macOS has no NVIDIA CUDA support; an Apple GPU is used through Metal (PyTorch&apos;s MPS backend).</source>
        <translation>macOS 不支持 NVIDIA CUDA；Apple GPU 通过 Metal 使用（PyTorch 的 MPS 后端）。</translation>
    </message>
    <message>
        <source>/proc/cpuinfo could not be read ({error})</source>
        <translation>无法读取 /proc/cpuinfo（{error}）</translation>
    </message>
    <message>
        <source>/proc/cpuinfo could not be read</source>
        <translation>无法读取 /proc/cpuinfo</translation>
    </message>
    <message>
        <source>CPU name: the registry could not be read ({error})</source>
        <translation>CPU 名称：无法读取注册表（{error}）</translation>
    </message>
    <message>
        <source>CPU name: sysctl failed ({error})</source>
        <translation>CPU 名称：sysctl 执行失败（{error}）</translation>
    </message>
    <message>
        <source>CPU name: sysctl failed</source>
        <translation>CPU 名称：sysctl 执行失败</translation>
    </message>
    <message>
        <source>CPU details could not be read ({error})</source>
        <translation>无法读取 CPU 详细信息（{error}）</translation>
    </message>
    <message>
        <source>no fast CPU reader for platform {platform}</source>
        <translation>没有适用于平台 {platform} 的快速 CPU 读取方式</translation>
    </message>
    <message>
        <source>physical cores: {error}</source>
        <translation>物理核心数：{error}</translation>
    </message>
    <message>
        <source>physical cores: the OS did not say</source>
        <translation>物理核心数：操作系统未提供</translation>
    </message>
    <message>
        <source>max frequency: the OS exposes no frequency limits here</source>
        <translation>最高频率：此操作系统未提供频率上限</translation>
    </message>
    <message>
        <source>detailed CPU information (py-cpuinfo) failed: {error}</source>
        <translation>获取详细 CPU 信息（py-cpuinfo）失败：{error}</translation>
    </message>
    <message>
        <source>RAM could not be read ({error})</source>
        <translation>无法读取内存信息（{error}）</translation>
    </message>
    <message>
        <source>swap could not be read ({error})</source>
        <translation>无法读取交换空间信息（{error}）</translation>
    </message>
    <message>
        <source>GPU {index}: NVML answered {value} for {field}, which is not a valid value; it is left empty</source>
        <translation>GPU {index}：NVML 对 {field} 返回了 {value}，这不是有效值；该项留空</translation>
    </message>
    <message>
        <source>GPU {index} stopped answering (no reply within {timeout_s} s); its remaining values were not read</source>
        <translation>GPU {index} 停止响应（{timeout_s} 秒内无回复）；其余数值未读取</translation>
    </message>
    <message>
        <source>{tool} did not answer within {timeout_s} s; the GPU details it gives were not read</source>
        <translation>{tool} 在 {timeout_s} 秒内没有响应；未读取它提供的 GPU 详细信息</translation>
    </message>
    <message>
        <source>{tool} exited with status {status} ({error}); the GPU details it gives were not read</source>
        <translation>{tool} 以状态 {status} 退出（{error}）；未读取它提供的 GPU 详细信息</translation>
    </message>
    <message>
        <source>{tool} exited with status {status}; the GPU details it gives were not read</source>
        <translation>{tool} 以状态 {status} 退出；未读取它提供的 GPU 详细信息</translation>
    </message>
    <message>
        <source>{tool} could not be run ({error})</source>
        <translation>无法运行 {tool}（{error}）</translation>
    </message>
    <message>
        <source>{tool} printed nothing; the GPU details it gives were not read</source>
        <translation>{tool} 没有输出任何内容；未读取它提供的 GPU 详细信息</translation>
    </message>
    <message>
        <source>{tool} did not print JSON; the GPU details it gives were not read</source>
        <translation>{tool} 输出的不是 JSON；未读取它提供的 GPU 详细信息</translation>
    </message>
    <message>
        <source>{tool} printed JSON of a shape this version does not know; the GPU details it gives were not read</source>
        <translation>{tool} 输出的 JSON 结构是此版本无法识别的；未读取它提供的 GPU 详细信息</translation>
    </message>
    <message>
        <source>{tool} reported a VRAM size of {value}, which cannot be right; it is left empty</source>
        <translation>{tool} 报告的显存大小为 {value}，这不可能正确；该值留空</translation>
    </message>
    <message>
        <source>reading {tool} failed unexpectedly ({error})</source>
        <translation>读取 {tool} 时意外失败（{error}）</translation>
    </message>
    <message>
        <source>GPUs of different models: CUDA numbers the fastest first unless CUDA_DEVICE_ORDER=PCI_BUS_ID, so the CUDA index shown assumes PCI order.</source>
        <translation>GPU 型号不同：除非设置 CUDA_DEVICE_ORDER=PCI_BUS_ID，CUDA 会把最快的 GPU 编为第一个，因此这里显示的 CUDA 序号按 PCI 顺序假定。</translation>
    </message>
    <message>
        <source>MIG is enabled: CUDA sees its {count} MIG instances, not the whole GPU.</source>
        <translation>已启用 MIG：CUDA 看到的是其 {count} 个 MIG 实例，而不是整块 GPU。</translation>
    </message>
    <message>
        <source>GPU {index} could not be opened: {error}</source>
        <translation>无法打开 GPU {index}：{error}</translation>
    </message>
    <message>
        <source>GPU {index}: NVML could not answer {call}: {error}</source>
        <translation>GPU {index}：NVML 无法回答 {call}：{error}</translation>
    </message>
    <message>
        <source>GPU {index} fell off the bus; its later values were not read</source>
        <translation>GPU {index} 已从总线上掉线；其后的数值未读取</translation>
    </message>
    <message>
        <source>MIG instance {slot}: NVML could not answer: {error}</source>
        <translation>MIG 实例 {slot}：NVML 无法回答：{error}</translation>
    </message>
    <message>
        <source>MIG instance {slot}: NVML answered {value}, which is not a valid value</source>
        <translation>MIG 实例 {slot}：NVML 返回了 {value}，这不是有效值</translation>
    </message>
    <message>
        <source>CUDA_VISIBLE_DEVICES is empty: CUDA programs see no GPU.</source>
        <translation>CUDA_VISIBLE_DEVICES 为空：CUDA 程序看不到任何 GPU。</translation>
    </message>
    <message>
        <source>CUDA_VISIBLE_DEVICES entry {entry} repeats a device; CUDA ignores it and everything after it.</source>
        <translation>CUDA_VISIBLE_DEVICES 中的条目 {entry} 重复了一个设备；CUDA 会忽略它及其后的所有条目。</translation>
    </message>
    <message>
        <source>CUDA_VISIBLE_DEVICES entry {entry} matches no device; CUDA ignores it and everything after it.</source>
        <translation>CUDA_VISIBLE_DEVICES 中的条目 {entry} 不对应任何设备；CUDA 会忽略它及其后的所有条目。</translation>
    </message>
    <message>
        <source>{fs}: held in memory, lost on reboot</source>
        <translation>{fs}：保存在内存中，重启后丢失</translation>
    </message>
    <message>
        <source>Windows drive shared into WSL over {fs}: much slower than the Linux filesystem; keep datasets under the Linux home folder</source>
        <translation>通过 {fs} 共享到 WSL 的 Windows 磁盘：比 Linux 文件系统慢得多；请把数据集放在 Linux 主目录下</translation>
    </message>
    <message>
        <source>network filesystem ({fs})</source>
        <translation>网络文件系统（{fs}）</translation>
    </message>
    <message>
        <source>network drive</source>
        <translation>网络驱动器</translation>
    </message>
    <message>
        <source>NVMe device name ({disk})</source>
        <translation>NVMe 设备名（{disk}）</translation>
    </message>
    <message>
        <source>compressed RAM disk ({disk})</source>
        <translation>压缩内存盘（{disk}）</translation>
    </message>
    <message>
        <source>SD/eMMC flash ({disk})</source>
        <translation>SD/eMMC 闪存（{disk}）</translation>
    </message>
    <message>
        <source>{path} is missing</source>
        <translation>缺少 {path}</translation>
    </message>
    <message>
        <source>{virtual} reports /sys/block/{disk}/queue/rotational = 0</source>
        <translation>{virtual} 报告 /sys/block/{disk}/queue/rotational = 0</translation>
    </message>
    <message>
        <source>{virtual} ({disk}): rotational=1 is the hypervisor&apos;s default, not a measurement; its speed is that of the host storage</source>
        <translation>{virtual}（{disk}）：rotational=1 是虚拟机管理程序的默认值，并非实测；其速度取决于宿主机存储</translation>
    </message>
    <message>
        <source>no block device found for {device}</source>
        <translation>找不到 {device} 对应的块设备</translation>
    </message>
    <message>
        <source>volume over {member_kind} devices ({members})</source>
        <translation>由 {member_kind} 设备组成的卷（{members}）</translation>
    </message>
    <message>
        <source>volume over mixed devices ({members})</source>
        <translation>由不同类型设备组成的卷（{members}）</translation>
    </message>
    <message>
        <source>diskutil: Solid State, {bus}</source>
        <translation>diskutil：固态，{bus}</translation>
    </message>
    <message>
        <source>diskutil: rotational, {bus}</source>
        <translation>diskutil：机械硬盘，{bus}</translation>
    </message>
    <message>
        <source>diskutil does not say ({bus})</source>
        <translation>diskutil 未说明（{bus}）</translation>
    </message>
    <message>
        <source>diskutil is asked in the full probe</source>
        <translation>完整探测时才会查询 diskutil</translation>
    </message>
    <message>
        <source>the OS did not say</source>
        <translation>操作系统未提供</translation>
    </message>
    <message>
        <source>No {framework} stack fits.</source>
        <translation>没有合适的 {framework} 软件栈。</translation>
    </message>
    <message>
        <source>fits, ranked lower (older release)</source>
        <translation>满足条件，排名较低（版本较旧）</translation>
    </message>
    <message>
        <source>fits, ranked lower (experimental build)</source>
        <translation>满足条件，排名较低（实验性构建）</translation>
    </message>
    <message>
        <source>fits, ranked lower (older CUDA)</source>
        <translation>满足条件，排名较低（CUDA 较旧）</translation>
    </message>
    <message>
        <source>fits, ranked lower (not installed)</source>
        <translation>满足条件，排名较低（未安装）</translation>
    </message>
    <message>
        <source>fits, ranked lower (ranked by Python)</source>
        <translation>满足条件，排名较低（按 Python 版本排序）</translation>
    </message>
    <message>
        <source>No supported OS image for target {target}:</source>
        <translation>目标 {target} 没有受支持的操作系统镜像：</translation>
    </message>
    <message>
        <source>The knowledge base has no {framework} releases yet.</source>
        <translation>知识库中还没有 {framework} 的版本。</translation>
    </message>
    <message>
        <source>The closest: </source>
        <translation>最接近的：</translation>
    </message>
    <message>
        <source>Or </source>
        <translation>或 </translation>
    </message>
    <message>
        <source>Within the pin {pin}, </source>
        <translation>在版本限定 {pin} 内，</translation>
    </message>
    <message>
        <source> fails:</source>
        <translation> 不满足：</translation>
    </message>
    <message>
        <source>{name} is past end of standard support ({ended})</source>
        <translation>{name} 的标准支持已结束（{ended}）</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>无记录</translation>
    </message>
    <message>
        <source>no supported Python recorded</source>
        <translation>没有记录受支持的 Python</translation>
    </message>
    <message>
        <source>supports Python {span}, not {spec}</source>
        <translation>支持 Python {span}，不满足 {spec}</translation>
    </message>
    <message>
        <source>every Python it supports ({span}) is past end of life</source>
        <translation>它支持的所有 Python（{span}）都已停止维护</translation>
    </message>
    <message>
        <source>{package} {version} is outside {spec}</source>
        <translation>{package} {version} 不在 {spec} 范围内</translation>
    </message>
    <message>
        <source>built with cuDNN {cudnn}, which supports compute capability {floor} and newer, not {compute_capability} (NVIDIA&apos;s cuDNN support matrix)</source>
        <translation>使用 cuDNN {cudnn} 构建，它支持计算能力 {floor} 及更新的 GPU，不支持 {compute_capability}（NVIDIA 的 cuDNN 支持矩阵）</translation>
    </message>
    <message>
        <source>{variant} has no {platform} wheels</source>
        <translation>{variant} 没有 {platform} 的 wheel 包</translation>
    </message>
    <message>
        <source>{variant} ships kernels for {listed} only, not for compute capability {compute_capability}</source>
        <translation>{variant} 只带有 {listed} 的内核，不含计算能力 {compute_capability} 的</translation>
    </message>
    <message>
        <source>{variant} not a CUDA build, not for compute capability {compute_capability}</source>
        <translation>{variant} 不是 CUDA 构建，不适用于计算能力 {compute_capability}</translation>
    </message>
    <message>
        <source>{variant}: CUDA {cuda_major} builds start at {oldest}</source>
        <translation>{variant}：CUDA {cuda_major} 构建从 {oldest} 起支持</translation>
    </message>
    <message>
        <source>{variant}: no record that CUDA {cuda} builds carry code for {compute_capability}</source>
        <translation>{variant}：没有记录表明 CUDA {cuda} 构建带有 {compute_capability} 的代码</translation>
    </message>
    <message>
        <source>no {package} release is recorded for torch {version}</source>
        <translation>没有记录适用于 torch {version} 的 {package} 版本</translation>
    </message>
    <message>
        <source>{variant} cannot use the NVIDIA GPU</source>
        <translation>{variant} 无法使用 NVIDIA GPU</translation>
    </message>
    <message>
        <source>{variant} cannot use the AMD GPU</source>
        <translation>{variant} 无法使用 AMD GPU</translation>
    </message>
    <message>
        <source>{variant} is built with a ROCm older than {rocm}, the first release that supports the {gpu}</source>
        <translation>{variant} 所用的 ROCm 早于 {rocm}，而 {rocm} 是首个支持 {gpu} 的版本</translation>
    </message>
    <message>
        <source>{variant} cannot use the Intel GPU</source>
        <translation>{variant} 无法使用 Intel GPU</translation>
    </message>
    <message>
        <source>PyTorch&apos;s Intel GPU guide lists the {gpu} on Linux only, not for the {target} target</source>
        <translation>PyTorch 的 Intel GPU 指南只在 Linux 上列出 {gpu}，不适用于 {target} 目标</translation>
    </message>
    <message>
        <source>{variant} cannot use the Apple GPU</source>
        <translation>{variant} 无法使用 Apple GPU</translation>
    </message>
    <message>
        <source>{variant} needs a GPU this plan does not have</source>
        <translation>{variant} 需要本方案没有的 GPU</translation>
    </message>
    <message>
        <source>CUDA {cuda} needs driver &gt;= {driver_min}, installed {driver}</source>
        <translation>CUDA {cuda} 需要驱动 &gt;= {driver_min}，已安装 {driver}</translation>
    </message>
    <message>
        <source>tensorflow {version} has no GPU support on native Windows (2.10 was the last)</source>
        <translation>tensorflow {version} 在原生 Windows 上不支持 GPU（2.10 是最后一个支持的版本）</translation>
    </message>
    <message>
        <source>no TensorFlow GPU build for this GPU is recorded</source>
        <translation>没有记录适用于此 GPU 的 TensorFlow GPU 构建</translation>
    </message>
    <message>
        <source>TensorFlow GPU builds start at compute capability {min_cc}</source>
        <translation>TensorFlow GPU 构建从计算能力 {min_cc} 起支持</translation>
    </message>
    <message>
        <source>Use Windows {min_version} or newer: {note}</source>
        <translation>使用 Windows {min_version} 或更新版本：{note}</translation>
    </message>
    <message>
        <source>Install the NVIDIA Windows driver &gt;= {driver_min} on Windows.</source>
        <translation>在 Windows 上安装 NVIDIA Windows 驱动 &gt;= {driver_min}。</translation>
    </message>
    <message>
        <source>Inside WSL: create the environment and install the requirement lines.</source>
        <translation>在 WSL 内：创建环境并安装依赖行。</translation>
    </message>
    <message>
        <source>chosen: installed and works</source>
        <translation>已选：已安装且可用</translation>
    </message>
    <message>
        <source>chosen: newest that fits</source>
        <translation>已选：满足条件的最新版本</translation>
    </message>
    <message>
        <source>use a Python in {span}</source>
        <translation>使用 {span} 范围内的 Python</translation>
    </message>
    <message>
        <source>pin {pin} to accept Python {python}, past end of life</source>
        <translation>限定 {pin}，接受已停止维护的 Python {python}</translation>
    </message>
    <message>
        <source>allow {package} {version}</source>
        <translation>允许 {package} {version}</translation>
    </message>
    <message>
        <source>choose the {targets} target</source>
        <translation>选择 {targets} 目标平台</translation>
    </message>
    <message>
        <source>use a build with kernels for sm_{sm}</source>
        <translation>使用带有 sm_{sm} 内核的构建</translation>
    </message>
    <message>
        <source>drop {package} or use an older torch</source>
        <translation>去掉 {package}，或使用更旧的 torch</translation>
    </message>
    <message>
        <source>plan without a GPU (CPU only)</source>
        <translation>不用 GPU 规划（仅 CPU）</translation>
    </message>
    <message>
        <source>choose macOS</source>
        <translation>选择 macOS</translation>
    </message>
    <message>
        <source>upgrade the NVIDIA driver to &gt;= {driver_min}</source>
        <translation>将 NVIDIA 驱动升级到 &gt;= {driver_min}</translation>
    </message>
    <message>
        <source>choose the WSL2 target, or pin tensorflow==2.10.*</source>
        <translation>选择 WSL2 目标平台，或限定 tensorflow==2.10.*</translation>
    </message>
    <message>
        <source>change the {package} pin: {first} fit the other constraints</source>
        <translation>修改 {package} 的版本限定：{first} 满足其他约束</translation>
    </message>
    <message>
        <source>change the {package} pin: {first} to {last} fit the other constraints</source>
        <translation>修改 {package} 的版本限定：{first} 至 {last} 满足其他约束</translation>
    </message>
    <message>
        <source>upgrade the NVIDIA driver to &gt;= {least_driver} for {framework} {least_version} {least_variant}, or to &gt;= {newest_driver} for {framework} {newest_version} {newest_variant}</source>
        <translation>将 NVIDIA 驱动升级到 &gt;= {least_driver} 以使用 {framework} {least_version} {least_variant}，或升级到 &gt;= {newest_driver} 以使用 {framework} {newest_version} {newest_variant}</translation>
    </message>
    <message>
        <source>import a newer knowledge base</source>
        <translation>导入更新的知识库</translation>
    </message>
    <message>
        <source>choose pytorch or tensorflow</source>
        <translation>选择 pytorch 或 tensorflow</translation>
    </message>
    <message>
        <source>{gpu} needs NVIDIA driver &gt;= {floor}, installed {driver}</source>
        <translation>{gpu} 需要 NVIDIA 驱动 &gt;= {floor}，已安装 {driver}</translation>
    </message>
    <message>
        <source>the last driver branch for {gpu} is R{branch}, installed {driver}</source>
        <translation>{gpu} 的最后一个驱动分支是 R{branch}，已安装 {driver}</translation>
    </message>
    <message>
        <source>CUDA {cuda} needs driver &gt;= {driver_min}, but {gpu}&apos;s last driver branch is R{branch}</source>
        <translation>CUDA {cuda} 需要驱动 &gt;= {driver_min}，但 {gpu} 的最后一个驱动分支是 R{branch}</translation>
    </message>
    <message>
        <source>tensorflow[and-cuda]=={version} pins packages the package index does not have</source>
        <translation>tensorflow[and-cuda]=={version} 固定了软件包索引中没有的包</translation>
    </message>
    <message>
        <source>tensorflow {version} ships GPU code for {listed} only, not for compute capability {capability}</source>
        <translation>tensorflow {version} 只附带 {listed} 的 GPU 代码，不含计算能力 {capability}</translation>
    </message>
    <message>
        <source>no recorded NVIDIA driver branch supports both {os} and the {gpu}</source>
        <translation>没有已记录的 NVIDIA 驱动分支同时支持 {os} 和 {gpu}</translation>
    </message>
    <message>
        <source>CUDA {cuda} needs driver &gt;= {driver_min}, but the newest recorded driver branch for {os} is R{branch}</source>
        <translation>CUDA {cuda} 需要驱动 &gt;= {driver_min}，但已记录的适用于 {os} 的最新驱动分支是 R{branch}</translation>
    </message>
    <message>
        <source>move the host to an OS release that a driver branch for the {gpu} supports</source>
        <translation>将主机换成 {gpu} 的某个驱动分支所支持的操作系统版本</translation>
    </message>
    <message>
        <source>install NVIDIA driver &gt;= {floor} for the {gpu}</source>
        <translation>为 {gpu} 安装 NVIDIA 驱动 &gt;= {floor}</translation>
    </message>
    <message>
        <source>install an R{branch} driver for the {gpu}</source>
        <translation>为 {gpu} 安装 R{branch} 驱动</translation>
    </message>
    <message>
        <source>use a build for an older CUDA that an R{branch} driver runs</source>
        <translation>使用 R{branch} 驱动能运行的较旧 CUDA 构建</translation>
    </message>
    <message>
        <source>use a later tensorflow {minor} patch release</source>
        <translation>使用更新的 tensorflow {minor} 补丁版本</translation>
    </message>
    <message>
        <source>plan without a GPU (CPU only), or use an older tensorflow</source>
        <translation>不使用 GPU 规划（仅 CPU），或使用较旧的 tensorflow</translation>
    </message>
    <message>
        <source>no {name} release is recorded</source>
        <translation>没有记录 {name} 的任何版本</translation>
    </message>
    <message>
        <source>{name} {version} requires Python {python}</source>
        <translation>{name} {version} 需要 Python {python}</translation>
    </message>
    <message>
        <source>{name} {version} has no wheel for {target}</source>
        <translation>{name} {version} 没有适用于 {target} 的 wheel</translation>
    </message>
    <message>
        <source>{name} {version} has no {target} wheel for Python {python} (wheels for {pythons})</source>
        <translation>{name} {version} 没有适用于 Python {python} 的 {target} wheel（有 wheel 的版本：{pythons}）</translation>
    </message>
    <message>
        <source>{name} {version} is built for torch&apos;s {built_for} build, not {variant}</source>
        <translation>{name} {version} 是为 torch 的 {built_for} 构建而编译的，不是 {variant}</translation>
    </message>
    <message>
        <source> (torch {torch})</source>
        <translation>（torch {torch}）</translation>
    </message>
    <message>
        <source>{name} {version} requires {requirement}, not {have}</source>
        <translation>{name} {version} 需要 {requirement}，而不是 {have}</translation>
    </message>
    <message>
        <source>{name} {version} requires {requirement}, which the package index does not hold (newest: {newest})</source>
        <translation>{name} {version} 需要 {requirement}，但软件包索引中没有这个版本（最新：{newest}）</translation>
    </message>
    <message>
        <source>{name} {version} requires {requirement} but {other} {other_version} requires {other_requirement}</source>
        <translation>{name} {version} 需要 {requirement}，但 {other} {other_version} 需要 {other_requirement}</translation>
    </message>
    <message>
        <source>{names} cannot be installed together: {name} {version} requires {requirement}, not {have}</source>
        <translation>{names} 无法一起安装：{name} {version} 需要 {requirement}，而不是 {have}</translation>
    </message>
    <message>
        <source>{names} cannot be installed together: {name} {version} requires {requirement} but {other} {other_version} requires {other_requirement}</source>
        <translation>{names} 无法一起安装：{name} {version} 需要 {requirement}，但 {other} {other_version} 需要 {other_requirement}</translation>
    </message>
    <message>
        <source>{names} cannot be installed together: no combination fits</source>
        <translation>{names} 无法一起安装：没有合适的组合</translation>
    </message>
    <message>
        <source>the serving image carries tensorflow {pin}, not {version}</source>
        <translation>服务镜像带的是 tensorflow {pin}，不是 {version}</translation>
    </message>
    <message>
        <source>use a Python in {python} for {name} {version}</source>
        <translation>为 {name} {version} 使用 {python} 范围内的 Python</translation>
    </message>
    <message>
        <source>choose a target {name} has wheels for ({wheels})</source>
        <translation>选择 {name} 提供 wheel 的目标平台（{wheels}）</translation>
    </message>
    <message>
        <source>run the plan in WSL2: {name} {version} has no Windows wheel, only wheels for {wheels}</source>
        <translation>在 WSL2 中运行此方案：{name} {version} 没有 Windows 的 wheel，只有适用于 {wheels} 的 wheel</translation>
    </message>
    <message>
        <source>use {fix_requirement} ({built_for}), which {name} {version} is built for</source>
        <translation>使用 {fix_requirement}（{built_for}），{name} {version} 正是为它构建的</translation>
    </message>
    <message>
        <source>use {fix_requirement} for {name} {version}</source>
        <translation>为 {name} {version} 使用 {fix_requirement}</translation>
    </message>
    <message>
        <source>use an older {name}</source>
        <translation>使用较旧的 {name}</translation>
    </message>
    <message>
        <source>import a newer knowledge base, or drop one of these libraries</source>
        <translation>导入更新的知识库，或去掉其中一个库</translation>
    </message>
    <message>
        <source>use tensorflow{pin}</source>
        <translation>使用 tensorflow{pin}</translation>
    </message>
    <message>
        <source>Training recipe {recipe}: ZeRO sharding ({sharding}) runs on DeepSpeed; set recipe to plan for another training library.</source>
        <translation>训练方案 {recipe}：ZeRO 分片（{sharding}）在 DeepSpeed 上运行；设置 recipe 可按其他训练库规划。</translation>
    </message>
    <message>
        <source>Training recipe {recipe} (the default); set recipe to torchtune, unsloth, deepspeed or megatron to plan for that library&apos;s memory use.</source>
        <translation>训练方案 {recipe}（默认）；将 recipe 设为 torchtune、unsloth、deepspeed 或 megatron，可按该库的显存占用规划。</translation>
    </message>
    <message>
        <source>Training recipe {recipe}, as the workload sets it: its attention kernel, mixed precision, loss and adapter defaults are planned for.</source>
        <translation>训练方案 {recipe}（按工作负载的设置）：按它默认的注意力内核、混合精度、损失函数和适配器设置进行规划。</translation>
    </message>
    <message>
        <source>{recipe} runs this {model_kind} model with eager attention, which stores the s×s attention probabilities for the backward pass (the 5·a·s/h term).</source>
        <translation>{recipe} 以 eager 注意力运行这个 {model_kind} 模型，会为反向传播保存 s×s 的注意力概率（5·a·s/h 项）。</translation>
    </message>
    <message>
        <source>{recipe} runs this {model_kind} model with PyTorch&apos;s scaled_dot_product_attention, whose fused kernels do not store the s×s attention probabilities.</source>
        <translation>{recipe} 以 PyTorch 的 scaled_dot_product_attention 运行这个 {model_kind} 模型，其融合内核不保存 s×s 的注意力概率。</translation>
    </message>
    <message>
        <source>{recipe} runs attention as a fused FlashAttention kernel, which does not store the s×s attention probabilities.</source>
        <translation>{recipe} 以融合的 FlashAttention 内核计算注意力，不保存 s×s 的注意力概率。</translation>
    </message>
    <message>
        <source>{precision} mixed precision with autocast runs layer_norm and softmax in float32: their stored outputs take 4 bytes instead of 2, and a 16-bit copy of the attention probabilities is kept for the next matmul.</source>
        <translation>{precision} 混合精度下，autocast 以 float32 运行 layer_norm 和 softmax：它们保存的输出每个值占 4 字节而不是 2 字节，并且还要为下一次矩阵乘法保留一份 16 位的注意力概率副本。</translation>
    </message>
    <message>
        <source>{recipe} trains the model&apos;s own block code: each of its {norms} RMSNorms a block, and any on each head&apos;s queries and keys, keeps a float32 copy of its input (4 bytes per value), and the gated MLP keeps four wide tensors (gate, its activation, up and their product), one more than the standard count.</source>
        <translation>{recipe} 训练时运行模型自身的模块代码：每个模块的 {norms} 个 RMSNorm，以及作用于每个头的查询和键的 RMSNorm，都保留一份 float32 的输入副本（每个值 4 字节），门控 MLP 保留四个宽张量（gate、其激活、up 以及两者的乘积），比标准计数多一个。</translation>
    </message>
    <message>
        <source>{recipe} trains the model&apos;s own block code: each of its {norms} RMSNorms a block, and any on each head&apos;s queries and keys, keeps a float32 copy of its input (4 bytes per value).</source>
        <translation>{recipe} 训练时运行模型自身的模块代码：每个模块的 {norms} 个 RMSNorm，以及作用于每个头的查询和键的 RMSNorm，都保留一份 float32 的输入副本（每个值 4 字节）。</translation>
    </message>
    <message>
        <source>{recipe}&apos;s float32 LoRA adapters each cast their layer&apos;s input and keep that 16-bit copy for their own gradient, while a frozen projection without an adapter keeps none: {per_hidden:+g} × hidden values per token and block against a fully trained block.</source>
        <translation>{recipe} 的 float32 LoRA 适配器各自转换所在层的输入，并为自己的梯度保留这份 16 位副本，而没有适配器的冻结投影层什么都不保留：与完整训练的模块相比，每个 token、每个模块多 {per_hidden:+g} × hidden 个值。</translation>
    </message>
    <message>
        <source>The loss upcasts the logits over {vocab} tokens to float32 one chunk of {chunks} at a time, so only one chunk&apos;s float32 copy is held beside the 16-bit logits.</source>
        <translation>损失函数把 {vocab} 个词元上的 logits 分成 {chunks} 块，每次只把一块转为 float32，因此除 16 位 logits 外只多保留一块的 float32 副本。</translation>
    </message>
    <message>
        <source>{recipe} keeps the LoRA adapters in float32 ({bytes_per_param:g} bytes per weight and per gradient), so the optimizer needs no master copy.</source>
        <translation>{recipe} 以 float32 保存 LoRA 适配器（每个权重和每个梯度 {bytes_per_param:g} 字节），因此优化器不需要主副本。</translation>
    </message>
    <message>
        <source>{recipe} trains the LoRA adapters in 16-bit ({bytes_per_param:g} bytes per weight) with a float32 master copy in the optimizer.</source>
        <translation>{recipe} 以 16 位训练 LoRA 适配器（每个权重 {bytes_per_param:g} 字节），优化器中另有一份 float32 主副本。</translation>
    </message>
    <message>
        <source>{recipe} trains the LoRA adapters in 16-bit ({bytes_per_param:g} bytes per weight) with 16-bit optimizer states and no float32 master copy.</source>
        <translation>{recipe} 以 16 位训练 LoRA 适配器（每个权重 {bytes_per_param:g} 字节），优化器状态也是 16 位，没有 float32 主副本。</translation>
    </message>
    <message>
        <source>{precision} mixed precision keeps the weights in float32 with the 16-bit copy autocast makes for the forward pass (6 bytes per parameter) and float32 gradients: 18 bytes per parameter with AdamW.</source>
        <translation>{precision} 混合精度以 float32 保存权重，另有 autocast 为前向传播生成的 16 位副本（每个参数 6 字节），梯度也是 float32：使用 AdamW 时每个参数共 18 字节。</translation>
    </message>
    <message>
        <source>bf16 training with the Trainer: transformers 5 loads the weights in the dtype asked for (the bundle&apos;s train.py asks for bf16) and Trainer(bf16=True) trains them as they are, so weights, gradients and AdamW&apos;s two states are all bf16: 8 bytes per parameter, no float32 master copy.</source>
        <translation>用 Trainer 进行 bf16 训练：transformers 5 按请求的数据类型加载权重（方案包的 train.py 请求 bf16），Trainer(bf16=True) 直接训练这些权重，因此权重、梯度和 AdamW 的两个状态都是 bf16：每个参数 8 字节，没有 float32 主副本。</translation>
    </message>
    <message>
        <source>prepare_model_for_kbit_training casts every parameter that is not quantized to float32: {unquantized_m:g}M embedding and output-head weights take 4 bytes each.</source>
        <translation>prepare_model_for_kbit_training 会把所有未量化的参数转为 float32：{unquantized_m:g}M 个嵌入层和输出头权重每个占 4 字节。</translation>
    </message>
    <message>
        <source>Optimizer states, their float32 master weights and the gradients are offloaded to host memory ({gib:.2f} GiB per GPU) and the update runs on the CPU.</source>
        <translation>优化器状态、其 float32 主权重以及梯度卸载到主机内存（每块 GPU {gib:.2f} GiB），参数更新在 CPU 上进行。</translation>
    </message>
    <message>
        <source>Parameters, gradients and optimizer states are offloaded to host memory ({gib:.2f} GiB per GPU); each layer&apos;s weights are fetched to the GPU when it runs.</source>
        <translation>参数、梯度和优化器状态卸载到主机内存（每块 GPU {gib:.2f} GiB）；每一层运行时再把它的权重取到 GPU 上。</translation>
    </message>
    <message>
        <source>JupyterLab listens on 127.0.0.1 port {port} only, with a random token kept in a file only you can read; reach it from your computer through an SSH tunnel (ssh -N -L {port}:localhost:{port} USER@HOST).</source>
        <translation>JupyterLab 只监听 127.0.0.1 的 {port} 端口，随机令牌保存在只有你本人可读的文件中；请在你的电脑上通过 SSH 隧道访问它（ssh -N -L {port}:localhost:{port} USER@HOST）。</translation>
    </message>
    <message>
        <source>WSL 2 forwards a port the distribution listens on to Windows&apos; localhost, so a browser on Windows opens the notebook at http://localhost:{port} with no tunnel.</source>
        <translation>WSL 2 会把发行版监听的端口转发到 Windows 的 localhost，因此 Windows 上的浏览器无需隧道即可在 http://localhost:{port} 打开笔记本。</translation>
    </message>
    <message>
        <source>In Kubernetes the notebook has a ClusterIP Service only, reached with kubectl port-forward to port {port}; its token comes from a Secret you create.</source>
        <translation>在 Kubernetes 中，笔记本只有一个 ClusterIP Service，通过 kubectl port-forward 转发到 {port} 端口访问；它的令牌来自你创建的 Secret。</translation>
    </message>
    <message>
        <source>Warning: the notebook is published on a LoadBalancer, reachable from outside the cluster; it serves TLS from the Secret {secret} and asks for the password, but anyone who reaches it can try passwords. Prefer kubectl port-forward where you can.</source>
        <translation>警告：笔记本通过 LoadBalancer 发布，集群外部可以访问；它使用 Secret {secret} 中的 TLS 证书并要求输入密码，但任何能访问到它的人都可以尝试猜测密码。能用 kubectl port-forward 时请优先使用。</translation>
    </message>
    <message>
        <source>MIG: the {gpu} splits into instances with their own memory and fault isolation; {profile} ({memory_gb} GB) is the smallest profile that holds the {need_gib} GiB the workload needs, {count} of them to a GPU.</source>
        <translation>MIG：{gpu} 可划分为拥有独立显存和故障隔离的实例；{profile}（{memory_gb} GB）是能容纳工作负载所需 {need_gib} GiB 的最小配置，每块 GPU 可划分 {count} 个。</translation>
    </message>
    <message>
        <source>No MIG on the {gpu}: NVIDIA&apos;s MIG user guide lists no GeForce or workstation card of its kind, so time-slicing is the way to share it.</source>
        <translation>{gpu} 不支持 MIG：NVIDIA 的 MIG 用户指南未列出此类 GeForce 或工作站显卡，因此只能用时间片方式共享。</translation>
    </message>
    <message>
        <source>No MIG profile is offered: a process uses one MIG instance, and this plan runs on more than one GPU.</source>
        <translation>未提供 MIG 配置：一个进程只能使用一个 MIG 实例，而此方案运行在多块 GPU 上。</translation>
    </message>
    <message>
        <source>The {gpu} supports MIG, but the knowledge base records none of its profiles: read them with nvidia-smi mig -lgip.</source>
        <translation>{gpu} 支持 MIG，但知识库未记录它的配置：请用 nvidia-smi mig -lgip 查看。</translation>
    </message>
    <message>
        <source>Time-slicing: the device plugin advertises each GPU as {replicas} replicas that take turns on it, with no memory or fault isolation: each workload must stay within its share ({need_gib} GiB of {vram_gib} GiB) and one that crashes the GPU stops the others.</source>
        <translation>时间片共享：设备插件把每块 GPU 公布为 {replicas} 个轮流使用的副本，没有显存或故障隔离：每个工作负载都必须控制在自己的份额内（{vram_gib} GiB 中的 {need_gib} GiB），一旦有负载使 GPU 崩溃，其他负载也会停止。</translation>
    </message>
    <message>
        <source>A ResourceQuota caps the GPU requests in the project&apos;s namespace at {gpus}, so one project cannot take the pool.</source>
        <translation>ResourceQuota 把项目的命名空间限制为最多请求 {gpus} 块 GPU，避免单个项目占满资源池。</translation>
    </message>
    <message>
        <source>MIG profile {asked} is not one of the {gpu}&apos;s ({profiles}).</source>
        <translation>MIG 配置 {asked} 不属于 {gpu} 的配置（{profiles}）。</translation>
    </message>
    <message>
        <source>MIG profile {asked} cannot be used: the {gpu} has no MIG profiles on record.</source>
        <translation>无法使用 MIG 配置 {asked}：没有记录 {gpu} 的 MIG 配置。</translation>
    </message>
    <message>
        <source>MIG profile {asked} has {asked_gb} GB, less than the {need_gib} GiB the workload needs on one GPU; {fits} would fit.</source>
        <translation>MIG 配置 {asked} 只有 {asked_gb} GB，少于工作负载在单块 GPU 上所需的 {need_gib} GiB；{fits} 可以容纳。</translation>
    </message>
    <message>
        <source>MIG profile {asked} has {asked_gb} GB, less than the {need_gib} GiB the workload needs on one GPU, and no MIG profile of this GPU is large enough.</source>
        <translation>MIG 配置 {asked} 只有 {asked_gb} GB，少于工作负载在单块 GPU 上所需的 {need_gib} GiB，而且这块 GPU 没有足够大的 MIG 配置。</translation>
    </message>
    <message>
        <source>Ask for MIG profile {profile}.</source>
        <translation>改用 MIG 配置 {profile}。</translation>
    </message>
    <message>
        <source>Decided once for every output, at the lowest cost (then the shortest time):</source>
        <translation>为所有输出统一决定一次，成本最低优先（其次时间最短）：</translation>
    </message>
    <message>
        <source>Decided once for every output, for the shortest time (serving: the nearest place), then the lowest cost:</source>
        <translation>为所有输出统一决定一次，时间最短优先（推理服务：最近的地点），其次成本最低：</translation>
    </message>
    <message>
        <source>Decided once for every output, balancing cost and time (each against the best candidate, time against at least a working day) plus 1 point per 100 ms of round trip:</source>
        <translation>为所有输出统一决定一次，均衡成本与时间（各自与最佳候选项相比，时间至少按一个工作日计），往返延迟每 100 毫秒加 1 分：</translation>
    </message>
    <message>
        <source> {feasible} of {considered} candidates (GPU model x count x place x price mode) are feasible; price modes allowed: {modes}.</source>
        <translation>{considered} 个候选项（GPU 型号 x 数量 x 地点 x 计价方式）中有 {feasible} 个可行；允许的计价方式：{modes}。</translation>
    </message>
    <message>
        <source>Runs as a Slurm batch job on your cluster: one node, 1 GPU</source>
        <translation>作为 Slurm 批处理作业在您的集群上运行：1 个节点，1 块 GPU</translation>
    </message>
    <message>
        <source>Runs as a Slurm batch job on your cluster: one node, {gpus_per_node} GPUs</source>
        <translation>作为 Slurm 批处理作业在您的集群上运行：1 个节点，{gpus_per_node} 块 GPU</translation>
    </message>
    <message>
        <source>Runs as a Slurm batch job on your cluster: {nodes} nodes, 1 GPU each</source>
        <translation>作为 Slurm 批处理作业在您的集群上运行：{nodes} 个节点，每节点 1 块 GPU</translation>
    </message>
    <message>
        <source>Runs as a Slurm batch job on your cluster: {nodes} nodes, {gpus_per_node} GPUs each</source>
        <translation>作为 Slurm 批处理作业在您的集群上运行：{nodes} 个节点，每节点 {gpus_per_node} 块 GPU</translation>
    </message>
    <message>
        <source> in partition {partition}</source>
        <translation>，分区 {partition}</translation>
    </message>
    <message>
        <source> in the cluster&apos;s default partition</source>
        <translation>，使用集群的默认分区</translation>
    </message>
    <message>
        <source>, GPUs asked for as GRES type {gpu_type}</source>
        <translation>，按 GRES 类型 {gpu_type} 申请 GPU</translation>
    </message>
    <message>
        <source>; the bundle&apos;s slurm/job.sbatch submits it.</source>
        <translation>；由配置包中的 slurm/job.sbatch 提交。</translation>
    </message>
    <message>
        <source>None of the {considered} candidates can run this workload: no GPU that holds it is offered at an allowed place and price mode. Relax the rules, the provider lists or the GPU named, or allow more price modes.</source>
        <translation>{considered} 个候选项都无法运行该工作负载：在允许的地点和计价方式下，没有能承载它的 GPU。请放宽规则、提供商列表或指定的 GPU，或允许更多计价方式。</translation>
    </message>
    <message>
        <source>You picked this candidate ({place}); it stays while it is feasible.</source>
        <translation>您选定了此候选项（{place}）；只要可行就会保留。</translation>
    </message>
    <message>
        <source>The candidate you picked ({place}) is no longer feasible after your changes; the best one under the objective is shown instead.</source>
        <translation>您的修改使所选候选项（{place}）不再可行；现改为显示目标下的最佳项。</translation>
    </message>
    <message>
        <source>The workload fits this machine&apos;s {gpu}: planned here first, before renting or buying.</source>
        <translation>该工作负载适合本机的 {gpu}：优先在本机规划，然后才考虑租用或购买。</translation>
    </message>
    <message>
        <source>The workload fits the {gpu} GPUs you own: planned on them first, before renting or buying.</source>
        <translation>该工作负载适合您自有的 {gpu} GPU：优先在其上规划，然后才考虑租用或购买。</translation>
    </message>
    <message>
        <source>No feasible candidate meets the deadline and the budget; this is the best of those that miss them.</source>
        <translation>没有可行候选项能同时满足期限和预算；这是未满足者中的最佳项。</translation>
    </message>
    <message>
        <source>Runner-up: {count} × {gpu} at {place}, {hours} h and ${usd:,.2f} a run (chosen: {chosen_hours} h, ${chosen_usd:,.2f}).</source>
        <translation>次优：{count} × {gpu}，位于 {place}，每次运行 {hours} 小时、${usd:,.2f}（所选：{chosen_hours} 小时、${chosen_usd:,.2f}）。</translation>
    </message>
    <message>
        <source>Runner-up: {count} × {gpu} at {place}, ${usd:,.2f} a month (chosen: ${chosen_usd:,.2f}).</source>
        <translation>次优：{count} × {gpu}，位于 {place}，每月 ${usd:,.2f}（所选：${chosen_usd:,.2f}）。</translation>
    </message>
    <message>
        <source>Runner-up: {count} × {gpu} at {place}; its cost is not known.</source>
        <translation>次优：{count} × {gpu}，位于 {place}；其成本未知。</translation>
    </message>
    <message>
        <source>A run on several GPUs (here {gpus}) is timed at {pct}% of a perfect speed-up (a published data-parallel scaling figure).</source>
        <translation>多块 GPU（此处 {gpus} 块）上的运行时间按理想加速的 {pct}% 计算（已发布的数据并行扩展数据）。</translation>
    </message>
    <message>
        <source>Serving replicas: {replicas}, GPUs per replica: {gpus_per_replica}, for {requests} concurrent requests at {tokens_per_s_per_user} tokens/s each (one replica decodes about {decode_tokens_per_s} tokens/s for all of them).</source>
        <translation>推理副本：{replicas} 个，每个副本 GPU：{gpus_per_replica} 块，以每个请求 {tokens_per_s_per_user} tokens/s 服务 {requests} 个并发请求（一个副本为所有请求合计解码约 {decode_tokens_per_s} tokens/s）。</translation>
    </message>
    <message>
        <source>Serving replicas: {replicas}, GPUs per replica: {gpus_per_replica}, for {requests} concurrent requests: one replica batches all of them, its memory sized for them in step 1.</source>
        <translation>推理副本：{replicas} 个，每个副本 GPU：{gpus_per_replica} 块，服务 {requests} 个并发请求：一个副本将它们全部批处理，其显存已在第 1 步按此估算。</translation>
    </message>
    <message>
        <source>{instances} × {instance_type} (GPUs paid for: {gpus_paid}) {mode} at ${usd_per_hour:,.4f}/h for {hours} billed hours: ${usd:,.2f} a run.</source>
        <translation>{instances} × {instance_type}（付费 GPU：{gpus_paid} 块），{mode}，${usd_per_hour:,.4f}/小时，计费 {hours} 小时：每次运行 ${usd:,.2f}。</translation>
    </message>
    <message>
        <source>{instances} × {instance_type} (GPUs paid for: {gpus_paid}) {mode} at ${usd_per_hour:,.4f}/h, {hours_per_month:g} hours a month: ${usd:,.2f} a month.</source>
        <translation>{instances} × {instance_type}（付费 GPU：{gpus_paid} 块），{mode}，${usd_per_hour:,.4f}/小时，每月 {hours_per_month:g} 小时：每月 ${usd:,.2f}。</translation>
    </message>
    <message>
        <source>{instances} × {instance_type} (GPUs paid for: {gpus_paid}) {mode} at ${usd_per_hour:,.4f}/h; the time of a run is not known.</source>
        <translation>{instances} × {instance_type}（付费 GPU：{gpus_paid} 块），{mode}，${usd_per_hour:,.4f}/小时；运行时间未知。</translation>
    </message>
    <message>
        <source>GPUs you own, in use: {gpus}; ${fixed_month_usd:,.2f} a month of write-off ({years:g} years) for the share of the month it runs, plus power at ${power_usd_per_hour:,.4f}/h (PUE {pue:g}, ${usd_per_kwh:g}/kWh): ${usd:,.2f}.</source>
        <translation>使用中的自有 GPU：{gpus} 块；按运行所占月份比例计入每月 ${fixed_month_usd:,.2f} 的折旧（{years:g} 年），加上电费 ${power_usd_per_hour:,.4f}/小时（PUE {pue:g}，${usd_per_kwh:g}/kWh）：${usd:,.2f}。</translation>
    </message>
    <message>
        <source>GPUs you own, in use: {gpus}; power at ${power_usd_per_hour:,.4f}/h (PUE {pue:g}, ${usd_per_kwh:g}/kWh); no purchase price is recorded to write off.</source>
        <translation>使用中的自有 GPU：{gpus} 块；电费 ${power_usd_per_hour:,.4f}/小时（PUE {pue:g}，${usd_per_kwh:g}/kWh）；没有可供折旧的购买价格记录。</translation>
    </message>
    <message>
        <source>GPUs you own, in use: {gpus}; neither a purchase price nor a board power is recorded, so the cost is not known.</source>
        <translation>使用中的自有 GPU：{gpus} 块；既无购买价格也无板卡功耗记录，因此成本未知。</translation>
    </message>
    <message>
        <source>Buying the GPUs (count: {gpus}) for ${purchase_usd:,.0f}: ${fixed_month_usd:,.2f} a month written off over {years:g} years, at least 1/{runs_per_month:g} of a month per run, plus power at ${power_usd_per_hour:,.4f}/h (PUE {pue:g}, ${usd_per_kwh:g}/kWh): ${usd:,.2f} a run.</source>
        <translation>以 ${purchase_usd:,.0f} 购买 GPU（{gpus} 块）：按 {years:g} 年折旧每月 ${fixed_month_usd:,.2f}，每次运行至少分摊 1/{runs_per_month:g} 个月，加上电费 ${power_usd_per_hour:,.4f}/小时（PUE {pue:g}，${usd_per_kwh:g}/kWh）：每次运行 ${usd:,.2f}。</translation>
    </message>
    <message>
        <source>Buying the GPUs (count: {gpus}) for ${purchase_usd:,.0f}: ${fixed_month_usd:,.2f} a month written off over {years:g} years, plus power at ${power_usd_per_hour:,.4f}/h (PUE {pue:g}, ${usd_per_kwh:g}/kWh): ${usd:,.2f} a month.</source>
        <translation>以 ${purchase_usd:,.0f} 购买 GPU（{gpus} 块）：按 {years:g} 年折旧每月 ${fixed_month_usd:,.2f}，加上电费 ${power_usd_per_hour:,.4f}/小时（PUE {pue:g}，${usd_per_kwh:g}/kWh）：每月 ${usd:,.2f}。</translation>
    </message>
    <message>
        <source>Buying the GPUs (count: {gpus}) for ${purchase_usd:,.0f}; the cost of a run is not known.</source>
        <translation>以 ${purchase_usd:,.0f} 购买 GPU（{gpus} 块）；每次运行的成本未知。</translation>
    </message>
    <message>
        <source>Buying the GPUs (count: {gpus}): no current price is recorded, so the cost is not known; enter your supplier&apos;s quote.</source>
        <translation>购买 GPU（{gpus} 块）：没有当前价格记录，因此成本未知；请填写供应商报价。</translation>
    </message>
    <message>
        <source>The {gpu}&apos;s recorded price is its launch price ({launch_year}), older than the {years:g}-year write-off period: no price to buy it at today, so buying it is costed as unknown (enter your quote).</source>
        <translation>{gpu} 的记录价格是其发布价（{launch_year} 年），早于 {years:g} 年的折旧期：今天没有可购买的价格，因此购买成本按未知计（请填写报价）。</translation>
    </message>
    <message>
        <source>No price is recorded for this {gpu} candidate in an allowed price mode: its cost is unknown, so it ranks after every priced candidate.</source>
        <translation>此 {gpu} 候选项在允许的计价方式下没有价格记录：成本未知，因此排在所有有价格的候选项之后。</translation>
    </message>
    <message>
        <source>Takes {hours} h, past the {deadline_hours:g} h deadline.</source>
        <translation>需要 {hours} 小时，超过 {deadline_hours:g} 小时的期限。</translation>
    </message>
    <message>
        <source>Costs ${usd:,.2f} a run, over the ${budget_usd:,.2f} budget.</source>
        <translation>每次运行 ${usd:,.2f}，超出 ${budget_usd:,.2f} 的预算。</translation>
    </message>
    <message>
        <source>Costs ${usd:,.2f} a month, over the ${budget_usd:,.2f} budget.</source>
        <translation>每月 ${usd:,.2f}，超出 ${budget_usd:,.2f} 的预算。</translation>
    </message>
    <message>
        <source>Ruled out: GPUs in the instance: {instance_gpus}; a node of this layout needs {gpus_per_node}.</source>
        <translation>已排除：该实例的 GPU 数为 {instance_gpus}；此布局的每个节点需要 {gpus_per_node} 块。</translation>
    </message>
    <message>
        <source>Ruled out: {provider} is not among the providers you allow ({listed}).</source>
        <translation>已排除：{provider} 不在您允许的提供商之列（{listed}）。</translation>
    </message>
    <message>
        <source>Ruled out: the plan targets WSL2 on a Windows machine, and cloud instances run Linux; choose the Linux target to rent one.</source>
        <translation>已排除：方案的目标是 Windows 机器上的 WSL2，而云实例运行 Linux；如需租用请选择 Linux 目标。</translation>
    </message>
    <message>
        <source>Ruled out: the plan targets native Windows on your machine, and cloud instances run Linux; choose the Linux target to rent one.</source>
        <translation>已排除：方案的目标是您机器上的原生 Windows，而云实例运行 Linux；如需租用请选择 Linux 目标。</translation>
    </message>
    <message>
        <source>Ruled out: you asked to avoid {provider}.</source>
        <translation>已排除：您要求避开 {provider}。</translation>
    </message>
    <message>
        <source>Ruled out: under China&apos;s PIPL the data collected in mainland China stays in mainland regions; this place is in {country}.</source>
        <translation>已排除：根据中国《个人信息保护法》，在中国大陆收集的数据留在大陆区域；该地点位于 {country}。</translation>
    </message>
    <message>
        <source>Ruled out: under China&apos;s PIPL the data collected in mainland China stays in mainland regions.</source>
        <translation>已排除：根据中国《个人信息保护法》，在中国大陆收集的数据留在大陆区域。</translation>
    </message>
    <message>
        <source>Ruled out: the {gpu} (total processing performance {tpp}) is above the {threshold:g} of {rule} and needs a US export licence for {country}.</source>
        <translation>已排除：{gpu}（总处理性能 {tpp}）超过 {rule} 的 {threshold:g}，出口到 {country} 需要美国出口许可证。</translation>
    </message>
    <message>
        <source>Ruled out: the {gpu} is named as needing a US export licence for {country} under {rule}.</source>
        <translation>已排除：{gpu} 被列为出口到 {country} 需要 {rule} 下的美国出口许可证。</translation>
    </message>
    <message>
        <source>The catalog records no tensor figures for the {gpu}, so whether it needs an export licence for {country} under {rule} is not checked; confirm with your supplier.</source>
        <translation>目录未记录 {gpu} 的张量算力，因此未检查它在 {rule} 下出口到 {country} 是否需要许可证；请向供应商确认。</translation>
    </message>
    <message>
        <source>Ruled out: GPUs you own per machine: {gpus}, machines: {machines}; this layout needs {needed} per node.</source>
        <translation>已排除：您自有的每台机器 GPU 数：{gpus}，机器数：{machines}；此布局每个节点需要 {needed} 块。</translation>
    </message>
    <message>
        <source>Ruled out: you asked for {requested}, which holds the workload; the {gpu} is not planned.</source>
        <translation>已排除：您指定了可以承载该工作负载的 {requested}；不规划 {gpu}。</translation>
    </message>
    <message>
        <source>{detail}</source>
        <translation>{detail}</translation>
    </message>
    <message>
        <source>the model catalog cannot be read: {error}</source>
        <translation>无法读取模型目录：{error}</translation>
    </message>
    <message>
        <source>unknown preset &apos;{preset}&apos;</source>
        <translation>未知的预设“{preset}”</translation>
    </message>
    <message>
        <source>; did you mean {close}?</source>
        <translation>；您是否想用 {close}？</translation>
    </message>
    <message>
        <source> (`dlconfig-cli kb list models` lists them)</source>
        <translation>（`dlconfig-cli kb list models` 可列出全部预设）</translation>
    </message>
    <message>
        <source>give params_b, a preset or a config.json</source>
        <translation>请给出 params_b、一个预设或一个 config.json</translation>
    </message>
    <message>
        <source>a custom transformer needs both layers and hidden</source>
        <translation>自定义 Transformer 需要同时给出 layers 和 hidden</translation>
    </message>
    <message>
        <source>hidden must be a multiple of heads (or give head_dim)</source>
        <translation>hidden 必须是 heads 的整数倍（或给出 head_dim）</translation>
    </message>
    <message>
        <source>{params_b}B parameters cannot hold {layers} layers of width {hidden} (at least {least_b}B); check params_b, layers and hidden</source>
        <translation>{params_b}B 参数容纳不下 {layers} 层宽度为 {hidden} 的网络（至少需要 {least_b}B）；请检查 params_b、layers 和 hidden</translation>
    </message>
    <message>
        <source>{params_b}B parameters are far more than the {shapes_b}B the given layers, widths and vocabulary hold; check params_b</source>
        <translation>{params_b}B 参数远多于给定的层数、宽度和词表所能容纳的 {shapes_b}B；请检查 params_b</translation>
    </message>
    <message>
        <source>the config.json was not read; load the workload from its file</source>
        <translation>未读取 config.json；请从其文件加载工作负载</translation>
    </message>
    <message>
        <source>{model} cannot be planned for {mode}; it supports {allowed}</source>
        <translation>无法为 {model} 规划 {mode}；它支持 {allowed}</translation>
    </message>
    <message>
        <source>{tokens} tokens exceed {model}&apos;s context of {context}</source>
        <translation>{tokens} 个 token 超出了 {model} 的上下文长度 {context}</translation>
    </message>
    <message>
        <source>{precision} holds frozen weights only; train or fine-tune in bf16, fp16, fp32 or fp8, or use mode lora/qlora</source>
        <translation>{precision} 只能存放冻结的权重；请用 bf16、fp16、fp32 或 fp8 训练或微调，或使用 lora/qlora 模式</translation>
    </message>
    <message>
        <source>LoRA on 4-bit weights is QLoRA: use mode qlora</source>
        <translation>在 4 位权重上做 LoRA 就是 QLoRA：请使用 qlora 模式</translation>
    </message>
    <message>
        <source>QLoRA stores the base model in 4-bit NF4 itself; set the compute precision (bf16, fp16 or fp32)</source>
        <translation>QLoRA 自己以 4 位 NF4 存放基础模型；请设置计算精度（bf16、fp16 或 fp32）</translation>
    </message>
    <message>
        <source>0 GPUs is a CPU plan, but {needs} run only on GPUs; give gpus: 1 or more</source>
        <translation>0 个 GPU 即 CPU 方案，但 {needs} 只能在 GPU 上运行；请设置 gpus 为 1 或更多</translation>
    </message>
    <message>
        <source>{requests} requests × {tokens} tokens = {held} tokens in the KV cache at once is implausible (over {limit}); lower {requests_field} or {context_field}</source>
        <translation>{requests} 个请求 × {tokens} 个 token = KV 缓存中同时有 {held} 个 token，不合常理（超过 {limit}）；请降低 {requests_field} 或 {context_field}</translation>
    </message>
    <message>
        <source>{batch} samples × {tokens} tokens = {held} tokens per GPU step is implausible (over {limit}); lower {batch_field} or {seq_field}</source>
        <translation>{batch} 个样本 × {tokens} 个 token = 每个 GPU 步骤 {held} 个 token，不合常理（超过 {limit}）；请降低 {batch_field} 或 {seq_field}</translation>
    </message>
    <message>
        <source>{model} is a model for {model_task}, not {task}; set task: {model_task} or choose a model for {task}</source>
        <translation>{model} 是用于 {model_task} 的模型，不是 {task}；请将 task 设为 {model_task}，或为 {task} 选择一个模型</translation>
    </message>
    <message>
        <source>{names} matches no layer of {model} (its MLP has no gate); choose other modules, attention or all_linear</source>
        <translation>{names} 与 {model} 的任何层都不匹配（其 MLP 没有 gate）；请选择其他模块、attention 或 all_linear</translation>
    </message>
    <message>
        <source>unknown rule &apos;{rule}&apos;; known rules: {known}</source>
        <translation>未知规则“{rule}”；已知规则：{known}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is neither a version nor a specifier</source>
        <translation>“{text}”既不是版本号也不是版本范围</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a version</source>
        <translation>“{text}”不是版本号</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} 不是文件夹</translation>
    </message>
    <message>
        <source>{folder} is not writable</source>
        <translation>{folder} 不可写</translation>
    </message>
    <message>
        <source>cannot read free space of {folder}: {error}</source>
        <translation>无法读取 {folder} 的可用空间：{error}</translation>
    </message>
    <message>
        <source>not enough free space in {folder} for a test file</source>
        <translation>{folder} 的可用空间不足以放下测试文件</translation>
    </message>
    <message>
        <source>cannot create a test file in {folder}: {error}</source>
        <translation>无法在 {folder} 中创建测试文件：{error}</translation>
    </message>
    <message>
        <source>disk I/O failed in {folder}: {error}</source>
        <translation>{folder} 中的磁盘读写失败：{error}</translation>
    </message>
    <message>
        <source>torch is not installed (pip install torch with CUDA to measure the GPU)</source>
        <translation>未安装 torch（安装带 CUDA 的 torch 后才能测量 GPU）</translation>
    </message>
    <message>
        <source>torch cannot be imported: {error}</source>
        <translation>无法导入 torch：{error}</translation>
    </message>
    <message>
        <source>torch sees no CUDA device (no NVIDIA GPU, driver or CUDA build)</source>
        <translation>torch 看不到 CUDA 设备（没有 NVIDIA GPU、驱动或 CUDA 版本的 torch）</translation>
    </message>
    <message>
        <source>the GPU run failed: {error}</source>
        <translation>GPU 测试失败：{error}</translation>
    </message>
    <message>
        <source>no iperf3 server named (give a host that runs iperf3 -s)</source>
        <translation>未指定 iperf3 服务器（请给出运行 iperf3 -s 的主机）</translation>
    </message>
    <message>
        <source>&apos;{host}&apos; is not a host name or IP address</source>
        <translation>“{host}”不是主机名或 IP 地址</translation>
    </message>
    <message>
        <source>iperf3 is not installed</source>
        <translation>未安装 iperf3</translation>
    </message>
    <message>
        <source>iperf3 to {host} did not finish in time</source>
        <translation>到 {host} 的 iperf3 测试未能按时完成</translation>
    </message>
    <message>
        <source>iperf3 to {host}: {error}</source>
        <translation>到 {host} 的 iperf3：{error}</translation>
    </message>
    <message>
        <source>iperf3 gave no received throughput</source>
        <translation>iperf3 没有给出接收吞吐量</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>This step failed: %1</source>
        <translation>此步骤失败：%1</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Memory units</source>
        <translation>内存单位</translation>
    </message>
    <message>
        <source>Monitor interval</source>
        <translation>监控间隔</translation>
    </message>
    <message>
        <source>Monitor history</source>
        <translation>监控历史</translation>
    </message>
    <message>
        <source>Export folder</source>
        <translation>导出文件夹</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Package index URL</source>
        <translation>软件包索引 URL</translation>
    </message>
    <message>
        <source>Extra index URLs</source>
        <translation>额外索引 URL</translation>
    </message>
    <message>
        <source>the default package index</source>
        <translation>默认软件包索引</translation>
    </message>
    <message>
        <source>none; separate URLs by spaces</source>
        <translation>无；多个 URL 以空格分隔</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Knowledge base</source>
        <translation>知识库</translation>
    </message>
    <message>
        <source>Cloud prices</source>
        <translation>云价格</translation>
    </message>
    <message>
        <source>Follows the system&apos;s light or dark setting.</source>
        <translation>跟随系统的浅色或深色设置。</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Binary (GiB, as GPUs report memory)</source>
        <translation>二进制（GiB，与 GPU 报告显存的方式一致）</translation>
    </message>
    <message>
        <source>Decimal (GB, as disks are sold)</source>
        <translation>十进制（GB，与磁盘标称容量一致）</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
</context>
<context>
    <name>StackStepPage</name>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>newest that fits</source>
        <translation>最新的合适版本</translation>
    </message>
    <message>
        <source>e.g. 3.12; empty: best fit</source>
        <translation>例如 3.12；留空：自动选择</translation>
    </message>
    <message>
        <source>No stack fits:</source>
        <translation>没有合适的软件栈：</translation>
    </message>
    <message>
        <source>Waiting for the hardware step.</source>
        <translation>正在等待硬件步骤。</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>none (CPU or Apple GPU)</source>
        <translation>无（CPU 或 Apple GPU）</translation>
    </message>
    <message>
        <source>cuDNN</source>
        <translation>cuDNN</translation>
    </message>
    <message>
        <source>Chosen versions</source>
        <translation>选定的版本</translation>
    </message>
    <message>
        <source>Package index: %1</source>
        <translation>软件包索引：%1</translation>
    </message>
    <message>
        <source>Reasons and sources</source>
        <translation>理由和来源</translation>
    </message>
    <message>
        <source>Windows: the WSL2 path</source>
        <translation>Windows：WSL2 方案</translation>
    </message>
    <message>
        <source>Alternatives considered</source>
        <translation>考虑过的其他方案</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>已选</translation>
    </message>
</context>
<context>
    <name>SummaryStepPage</name>
    <message>
        <source>Export the environment</source>
        <translation>导出环境</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Language of the files</source>
        <translation>文件语言</translation>
    </message>
    <message>
        <source>README with steps</source>
        <translation>含步骤的 README</translation>
    </message>
    <message>
        <source>Lock files</source>
        <translation>锁定文件</translation>
    </message>
    <message>
        <source>Dockerfile and Compose</source>
        <translation>Dockerfile 和 Compose</translation>
    </message>
    <message>
        <source>Kubernetes manifests</source>
        <translation>Kubernetes 清单</translation>
    </message>
    <message>
        <source>Setup and verify scripts</source>
        <translation>安装和验证脚本</translation>
    </message>
    <message>
        <source>PDF report</source>
        <translation>PDF 报告</translation>
    </message>
    <message>
        <source>recommendation.json</source>
        <translation>recommendation.json</translation>
    </message>
    <message>
        <source>Lock every package with hashes (uv, needs the network)</source>
        <translation>用哈希值锁定每个包（uv，需要联网）</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>Open PDF</source>
        <translation>打开 PDF</translation>
    </message>
    <message>
        <source>The plan changed after the last export: export again to update it.</source>
        <translation>上次导出后计划已更改：请重新导出以更新文件。</translation>
    </message>
    <message>
        <source>No plan yet.</source>
        <translation>尚无计划。</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>CPU only</source>
        <translation>仅 CPU</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>容器</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Export to folder</source>
        <translation>导出到文件夹</translation>
    </message>
    <message>
        <source>Folder not empty</source>
        <translation>文件夹不为空</translation>
    </message>
    <message>
        <source>%1 is not empty. The files exported there before are replaced as a whole; your own files stay, and nothing is changed if the export would overwrite one of them. Export anyway?</source>
        <translation>%1 不是空文件夹。之前导出到这里的文件将被整体替换；您自己的文件会保留，如果导出会覆盖其中任何一个，则不做任何更改。仍要导出吗？</translation>
    </message>
    <message>
        <source>Choose a folder first.</source>
        <translation>请先选择文件夹。</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>已取消导出，未写入任何文件。</translation>
    </message>
    <message>
        <source>Choose at least one kind of file.</source>
        <translation>请至少选择一类文件。</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>正在导出…</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <source>%1 is no longer there.</source>
        <translation>%1 已不存在。</translation>
    </message>
    <message>
        <source>No program on this system opens %1; it is at %2.</source>
        <translation>本系统上没有能打开 %1 的程序；它位于 %2。</translation>
    </message>
</context>
<context>
    <name>TracePanel</name>
    <message>
        <source>Exact memory (trace)</source>
        <translation>精确显存（追踪）</translation>
    </message>
    <message>
        <source>Build the model from its config with PyTorch&apos;s fake tensors and count what one step allocates, part by part: no GPU and no weights needed, but a Python with torch and transformers.</source>
        <translation>用 PyTorch 的伪张量（fake tensor）按配置构建模型，逐项统计一步训练或推理分配的内存：无需 GPU 和权重，但需要装有 torch 和 transformers 的 Python。</translation>
    </message>
    <message>
        <source>Tracing one step with fake tensors…</source>
        <translation>正在用伪张量追踪一步…</translation>
    </message>
    <message>
        <source>No trace: %1</source>
        <translation>无法追踪：%1</translation>
    </message>
    <message>
        <source>Traced with torch %1, transformers %2 on %3 (CPU kernels)</source>
        <translation>于 %3 用 torch %1、transformers %2 追踪（CPU 内核）</translation>
    </message>
    <message>
        <source>Traced</source>
        <translation>追踪值</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式值</translation>
    </message>
    <message>
        <source>by formula: not in a trace</source>
        <translation>按公式：追踪中无此项</translation>
    </message>
    <message>
        <source>Peak allocated in the trace: %1 GiB</source>
        <translation>追踪中的分配峰值：%1 GiB</translation>
    </message>
    <message>
        <source>Not in a trace, added by the formula: the CUDA context, the allocator&apos;s reserve, 4/8-bit kernels and sharding.</source>
        <translation>追踪看不到、由公式补上的部分：CUDA 上下文、分配器预留、4/8 位内核和分片。</translation>
    </message>
</context>
<context>
    <name>VramChart</name>
    <message>
        <source>No estimate yet</source>
        <translation>尚无估算</translation>
    </message>
    <message>
        <source>Total %1 GiB per GPU</source>
        <translation>每块 GPU 共 %1 GiB</translation>
    </message>
    <message>
        <source>%1 has %2 GiB</source>
        <translation>%1 有 %2 GiB</translation>
    </message>
</context>
<context>
    <name>WorkloadStepPage</name>
    <message>
        <source>from the preset</source>
        <translation>取自预设</translation>
    </message>
    <message>
        <source>from the dataset size</source>
        <translation>按数据集大小估算</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>每块 GPU 的显存 (GiB)</translation>
    </message>
    <message>
        <source>VRAM per GPU</source>
        <translation>每块 GPU 显存</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>训练计算量</translation>
    </message>
    <message>
        <source>Time on the chosen GPUs</source>
        <translation>在所选 GPU 上的用时</translation>
    </message>
    <message>
        <source>How this was estimated</source>
        <translation>估算依据</translation>
    </message>
</context>
</TS>
