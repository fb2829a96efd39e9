# classes: 7 9
"""Merge a LoRA adapter into its base and export the merged model for ExecuTorch with a static
cache."""
import tempfile

from peft import LoraConfig, PeftModel, get_peft_model
from transformers import AutoModelForCausalLM
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

BASE = "HuggingFaceTB/SmolLM2-135M"
adapter_dir = tempfile.mkdtemp()
get_peft_model(AutoModelForCausalLM.from_pretrained(BASE), LoraConfig(r=4, target_modules=["q_proj"])).save_pretrained(adapter_dir)

merged = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained(BASE), adapter_dir).merge_and_unload().eval()
merged.generation_config.use_cache = True
merged.generation_config.cache_implementation = "static"
exportable = TorchExportableModuleForDecoderOnlyLM(merged, batch_size=1, max_cache_len=32)
print(type(exportable).__name__)
