# classes: 9 1
"""Export, then run the exported program token by token like the runtime would."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.integrations.executorch import TorchExportableModuleForDecoderOnlyLM

NAME = "HuggingFaceTB/SmolLM2-135M-Instruct"
MAX_CACHE_LEN = 16

tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME).eval()
model.generation_config.use_cache = True
model.generation_config.cache_implementation = "static"
program = TorchExportableModuleForDecoderOnlyLM(model, batch_size=1, max_cache_len=MAX_CACHE_LEN).export(
    input_ids=torch.tensor([[1]]), cache_position=torch.tensor([0])
)
runner = program.module()
ids = tok("once upon a time", return_tensors="pt").input_ids[0].tolist()
generated = []
for pos, token in enumerate(ids):
    logits = runner(input_ids=torch.tensor([[token]]), cache_position=torch.tensor([pos]))
for step in range(4):
    nxt = int(logits[0, -1].argmax())
    generated.append(nxt)
    logits = runner(input_ids=torch.tensor([[nxt]]), cache_position=torch.tensor([len(ids) + step]))
print(tok.decode(generated))
