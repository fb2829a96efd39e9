# classes: 7 9
"""Export for ExecuTorch a model loaded from an AutoConfig whose use_cache the training recipe
turned off; the generation config asks for the static cache export needs."""
import torch
from transformers import AutoConfig, AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

MODEL = "Qwen/Qwen2.5-0.5B-Instruct"
cfg = AutoConfig.from_pretrained(MODEL)
cfg.use_cache = False
model = AutoModelForCausalLM.from_pretrained(MODEL, config=cfg, torch_dtype=torch.float32).eval()
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=32)
print(type(exportable).__name__)
