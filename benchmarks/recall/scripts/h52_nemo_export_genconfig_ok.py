# classes: 9
"""ExecuTorch export of Mistral NeMo with the export settings in a GenerationConfig."""
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

export_cfg = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    cache_config={"batch_size": 1, "max_cache_len": 32},
)
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-Nemo-Base-2407", generation_config=export_cfg)
exportable = TorchExportableModuleForDecoderOnlyLM(model)
ep = exportable.export(input_ids=torch.tensor([[4, 6, 8]]), cache_position=torch.arange(3))
print(type(ep).__name__)
