# classes: 2 9 6
"""ExecuTorch export of the on-device candidates. The export settings travel in a GenerationConfig
given to from_pretrained, so the wrapper picks them up from the model."""
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

CANDIDATES = ["HuggingFaceTB/SmolLM2-135M", "Qwen/Qwen2.5-0.5B"]
MAX_SEQ_LEN = 96

for checkpoint in CANDIDATES:
    export_config = GenerationConfig(
        use_cache=True,
        cache_implementation="static",
        cache_config={"batch_size": 1, "max_cache_len": MAX_SEQ_LEN},
    )
    model = AutoModelForCausalLM.from_pretrained(checkpoint, generation_config=export_config)
    exportable = TorchExportableModuleForDecoderOnlyLM(model)
    print(checkpoint, "->", type(exportable.model).__name__)
