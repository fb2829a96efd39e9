# classes: 9
"""Export after fine-tuning: the model was loaded the way the trainer loads it."""
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B", use_cache=False)
model.generation_config = GenerationConfig(use_cache=True, cache_implementation="static")
exportable = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=64)
print(exportable)
