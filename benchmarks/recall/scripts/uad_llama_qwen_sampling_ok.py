# classes: 8 6
"""Universal assisted decoding with sampling across tokenizer families: Llama-3.2-3B-Instruct
drafted by Qwen2.5-0.5B-Instruct."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(TARGET)
draft_tokenizer = AutoTokenizer.from_pretrained(DRAFT)
model = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

torch.manual_seed(0)
inputs = tokenizer("tell me a story about cats", return_tensors="pt")
out = model.generate(
    **inputs,
    assistant_model=draft,
    tokenizer=tokenizer,
    assistant_tokenizer=draft_tokenizer,
    do_sample=True,
    max_new_tokens=8,
)
print(tokenizer.decode(out[0], skip_special_tokens=True))
