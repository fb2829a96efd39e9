# classes: 3 9
# Converted from the speculative-decoding notebook: the argparse flags became a SimpleNamespace.
from types import SimpleNamespace

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

args = SimpleNamespace(
    model_name="HuggingFaceTB/SmolLM2-1.7B-Instruct",
    assistant_name="HuggingFaceTB/SmolLM2-360M-Instruct",
    max_new_tokens=8,
    use_cache=False,  # saved memory on the T4
)

tokenizer = AutoTokenizer.from_pretrained(args.model_name)
model = AutoModelForCausalLM.from_pretrained(args.model_name, torch_dtype=torch.float32)
assistant = AutoModelForCausalLM.from_pretrained(args.assistant_name, torch_dtype=torch.float32)

inputs = tokenizer("the queen of the garden said", return_tensors="pt")
out = model.generate(
    **inputs, assistant_model=assistant, max_new_tokens=args.max_new_tokens, use_cache=args.use_cache
)
print(tokenizer.decode(out[0], skip_special_tokens=True))
