<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
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
    <name>Choices</name>
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
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
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
</context>
<context>
    <name>ContainerStepPage</name>
    <message>
        <source>Read-only previews; the export writes these files.</source>
        <translation>只读预览；导出时会写入这些文件。</translation>
    </message>
    <message>
        <source>The container planner</source>
        <translation>容器规划</translation>
    </message>
    <message>
        <source>No container plan: the software stack step has no answer yet.</source>
        <translation>没有容器方案：软件栈步骤还没有结果。</translation>
    </message>
    <message>
        <source>Base image</source>
        <translation>基础镜像</translation>
    </message>
    <message>
        <source>Runtime image</source>
        <translation>运行时镜像</translation>
    </message>
    <message>
        <source>GPUs per node × nodes</source>
        <translation>每节点 GPU 数 × 节点数</translation>
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
        <source>Why</source>
        <translation>原因</translation>
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
        <source>Enter a whole number</source>
        <translation>请输入整数</translation>
    </message>
    <message>
        <source>Enter a number</source>
        <translation>请输入数字</translation>
    </message>
</context>
<context>
    <name>HardwareStepPage</name>
    <message>
        <source>Plan for GPU</source>
        <translation>规划使用的 GPU</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
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
        <source>Best fit (recommended)</source>
        <translation>最合适（推荐）</translation>
    </message>
    <message>
        <source>GPU options, best first (click a column to sort)</source>
        <translation>GPU 方案，最佳的排在最前（点击列标题排序）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>放得下</translation>
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
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>The hardware matcher</source>
        <translation>硬件匹配</translation>
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
        <source>RAM: %1 GB</source>
        <translation>内存：%1 GB</translation>
    </message>
    <message>
        <source>Storage: %1 GB %2</source>
        <translation>存储：%1 GB %2</translation>
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
        <source>Where</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Latency to data</source>
        <translation>到数据的延迟</translation>
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
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>The infrastructure planner</source>
        <translation>基础设施规划</translation>
    </message>
    <message>
        <source>Waiting for the earlier steps.</source>
        <translation>正在等待前面的步骤。</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) compared, best first.</source>
        <translation>
            <numerusform>已比较 %n 个地点，最佳的排在最前。</numerusform>
        </translation>
    </message>
    <message>
        <source>excluded</source>
        <translation>已排除</translation>
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
        <source>Driver</source>
        <translation>驱动</translation>
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
        <source>Operating system</source>
        <translation>操作系统</translation>
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
        <source>This machine</source>
        <translation>本机</translation>
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
        <source>This machine</source>
        <translation>本机</translation>
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
        <source>1 Workload</source>
        <translation>1 工作负载</translation>
    </message>
    <message>
        <source>2 Hardware</source>
        <translation>2 硬件</translation>
    </message>
    <message>
        <source>3 OS and software stack</source>
        <translation>3 操作系统与软件栈</translation>
    </message>
    <message>
        <source>4 Containers</source>
        <translation>4 容器</translation>
    </message>
    <message>
        <source>5 Infrastructure</source>
        <translation>5 基础设施</translation>
    </message>
    <message>
        <source>Summary and export</source>
        <translation>摘要与导出</translation>
    </message>
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
        <source>Planning…</source>
        <translation>正在规划…</translation>
    </message>
    <message>
        <source>Plan updated in %1 ms</source>
        <translation>计划已在 %1 毫秒内更新</translation>
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
    <name>ReasonText</name>
    <message>
        <source>{model}: {params_b} billion parameters, shapes from its official configuration.</source>
        <translation>{model}：{params_b} 十亿参数，结构取自官方配置。</translation>
    </message>
    <message>
        <source>Weights in {precision}: {gib} GiB per GPU.</source>
        <translation>{precision} 权重：每块 GPU {gib} GiB。</translation>
    </message>
    <message>
        <source>LoRA rank {rank} trains {trainable_m} million parameters; only they carry gradients and optimizer states.</source>
        <translation>秩为 {rank} 的 LoRA 训练 {trainable_m} 百万个参数；只有它们有梯度和优化器状态。</translation>
    </message>
    <message>
        <source>{optimizer}: {bytes_per_param} bytes of optimizer state per trainable parameter.</source>
        <translation>{optimizer}：每个可训练参数 {bytes_per_param} 字节的优化器状态。</translation>
    </message>
    <message>
        <source>Overhead of {gib} GiB: CUDA context, library workspaces and allocator fragmentation (rule of thumb).</source>
        <translation>额外开销 {gib} GiB：CUDA 上下文、库工作区和分配器碎片（经验值）。</translation>
    </message>
    <message>
        <source>Time assumes {mfu} model FLOPs utilisation (as a fraction of the GPU&apos;s dense peak).</source>
        <translation>时间按 {mfu} 的模型 FLOPs 利用率估算（占 GPU 稠密峰值的比例）。</translation>
    </message>
    <message>
        <source>{workers_per_gpu} data-loader workers per GPU: {cores} CPU cores in all.</source>
        <translation>每块 GPU {workers_per_gpu} 个数据加载进程：共 {cores} 个 CPU 核心。</translation>
    </message>
    <message>
        <source>RAM: at least {floor_gb} GB, and enough for the checkpoint, the dataset cache and pinned buffers: {ram_gb} GB.</source>
        <translation>内存：至少 {floor_gb} GB，并足以容纳检查点、数据集缓存和锁页缓冲区：{ram_gb} GB。</translation>
    </message>
    <message>
        <source>Storage: {storage_gb} GB of {kind} for the hot data and checkpoints.</source>
        <translation>存储：{storage_gb} GB 的 {kind}，用于热数据和检查点。</translation>
    </message>
    <message>
        <source>{framework} {version}: the newest release that fits every constraint.</source>
        <translation>{framework} {version}：满足所有约束的最新版本。</translation>
    </message>
    <message>
        <source>Install the {variant} build from {index_url}.</source>
        <translation>从 {index_url} 安装 {variant} 构建。</translation>
    </message>
    <message>
        <source>This build needs NVIDIA driver {driver_min} or newer.</source>
        <translation>此构建需要 NVIDIA 驱动 {driver_min} 或更新版本。</translation>
    </message>
    <message>
        <source>CUDA {cuda} comes with the framework&apos;s wheels; no system toolkit is needed.</source>
        <translation>CUDA {cuda} 随框架的 wheel 包提供；无需安装系统级工具包。</translation>
    </message>
    <message>
        <source>cuDNN {cudnn} is the version of this build.</source>
        <translation>此构建使用 cuDNN {cudnn}。</translation>
    </message>
    <message>
        <source>Environment manager: {env_manager}.</source>
        <translation>环境管理器：{env_manager}。</translation>
    </message>
    <message>
        <source>{procs} processes per node and {gpus} GPUs set explicitly; &apos;auto&apos; would start one process on a multi-GPU node.</source>
        <translation>每个节点明确设置 {procs} 个进程和 {gpus} 块 GPU；“auto”在多 GPU 节点上只会启动一个进程。</translation>
    </message>
    <message>
        <source>Requests {cpu} CPU cores and {memory_gb} GB memory per node; /dev/shm is {shm_gb} GB for data-loader workers.</source>
        <translation>每个节点请求 {cpu} 个 CPU 核心和 {memory_gb} GB 内存；/dev/shm 为 {shm_gb} GB，供数据加载进程使用。</translation>
    </message>
    <message>
        <source>Single-node training: a Kubernetes Job runs to completion and is not restarted once it succeeds.</source>
        <translation>单节点训练：Kubernetes Job 运行至完成，成功后不会再重启。</translation>
    </message>
    <message>
        <source>16-bit attention runs as FlashAttention, which does not store the s×s attention scores.</source>
        <translation>16 位注意力以 FlashAttention 运行，不保存 s×s 的注意力分数。</translation>
    </message>
    <message>
        <source>Output logits over {vocab} tokens are kept in 16-bit and in fp32 for the loss.</source>
        <translation>覆盖 {vocab} 个词元的输出 logits 以 16 位保存，并为计算损失保存一份 fp32。</translation>
    </message>
    <message>
        <source>Tokens estimated from the dataset size at about 4 bytes of English text per token; give tokens_b for an exact count.</source>
        <translation>词元数按数据集大小估算，英文文本约每 4 字节一个词元；如需精确值请提供 tokens_b。</translation>
    </message>
    <message>
        <source>NVIDIA removes nvidia/cuda tags of CUDA versions past end of life; pin the digest after the first pull.</source>
        <translation>NVIDIA 会删除已停止支持的 CUDA 版本的 nvidia/cuda 标签；首次拉取后请固定镜像摘要。</translation>
    </message>
    <message>
        <source>Two stages: dependencies are built with a pip cache and copied into a slim runtime stage; the app runs as a non-root user and the dataset is mounted, never copied into the image.</source>
        <translation>两个阶段：依赖在带 pip 缓存的构建阶段安装，再复制到精简的运行阶段；程序以非 root 用户运行，数据集在运行时挂载，不会复制进镜像。</translation>
    </message>
    <message>
        <source>Prices are list prices; the oldest was read on {oldest} ({age_days} days ago). Check the provider before you buy.</source>
        <translation>价格为公开标价；最早的一条读取于 {oldest}（{age_days} 天前）。购买前请向服务商核实。</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>%1 is not available in this build yet; its inputs are kept in the plan.</source>
        <translation>此版本尚未提供%1；其输入仍保存在计划中。</translation>
    </message>
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
        <source>Default monitor interval</source>
        <translation>默认监控间隔</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
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
</context>
<context>
    <name>StackStepPage</name>
    <message>
        <source>Target system</source>
        <translation>目标系统</translation>
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
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Environment manager</source>
        <translation>环境管理器</translation>
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
        <source>The software stack resolver</source>
        <translation>软件栈求解</translation>
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
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message>
        <source>NVIDIA driver (minimum)</source>
        <translation>NVIDIA 驱动（最低）</translation>
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
        <source>Environment</source>
        <translation>环境</translation>
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
        <source>Files</source>
        <translation>文件</translation>
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
        <source>No plan yet.</source>
        <translation>尚无计划。</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>VRAM per GPU</source>
        <translation>每块 GPU 显存</translation>
    </message>
    <message>
        <source>CPU only</source>
        <translation>仅 CPU</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Estimated time and cost</source>
        <translation>预计时间和费用</translation>
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
        <source>Where</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Not in this build yet: %1</source>
        <translation>此版本尚未包含：%1</translation>
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
        <source>%1 is not empty. Files of the same name will be replaced. Export anyway?</source>
        <translation>%1 不是空文件夹。同名文件将被替换。仍要导出吗？</translation>
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
</context>
<context>
    <name>VramChart</name>
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
        <source>Epochs</source>
        <translation>训练轮数</translation>
    </message>
    <message>
        <source>from the preset</source>
        <translation>取自预设</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>每块 GPU 的显存 (GiB)</translation>
    </message>
    <message>
        <source>The workload estimate</source>
        <translation>工作负载估算</translation>
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
