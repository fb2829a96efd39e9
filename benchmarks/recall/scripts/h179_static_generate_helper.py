# classes: 9 1
"""Export, then check the program with the library's own greedy helper."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

NAME = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME).eval()
model.generation_config.update(use_cache=True, cache_implementation="static")
module = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=24)
program = module.export(input_ids=torch.tensor([[1]]), cache_position=torch.tensor([0]))
text = TorchExportableModuleForDecoderOnlyLM.generate(program, tok, prompt="hello world", max_new_tokens=4)
print(text)
