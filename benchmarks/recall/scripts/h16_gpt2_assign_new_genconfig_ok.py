# classes: 6
import torch
from transformers import AutoModelForCausalLM, GenerationConfig
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

model = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2").eval()
model.generation_config = GenerationConfig(
    use_cache=True,
    cache_implementation="static",
    cache_config={"batch_size": 1, "max_cache_len": 24},
    eos_token_id=model.config.eos_token_id,
)
module = TorchExportableModuleForDecoderOnlyLM(model)
program = module.export(input_ids=torch.tensor([[50256]]), cache_position=torch.tensor([0]))
print(type(program).__name__)
