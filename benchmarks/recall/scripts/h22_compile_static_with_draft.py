# classes: 9 8
"""Fastest-possible decoding notes: static cache for torch.compile and a draft model, settings in one dict."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

FAST = {
    "cache_implementation": "static",
    "max_new_tokens": 10,
    "do_sample": False,
}

target_id = "meta-llama/Llama-3.1-8B-Instruct"
draft_id = "meta-llama/Llama-3.2-1B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(target_id)
target = AutoModelForCausalLM.from_pretrained(target_id, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(draft_id, torch_dtype=torch.float32)
target.generation_config = GenerationConfig(**FAST)

if torch.cuda.is_available():
    target.forward = torch.compile(target.forward, mode="reduce-overhead", fullgraph=True)

chat = [{"role": "user", "content": "List three uses of speculative decoding."}]
inputs = tokenizer.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)
out = target.generate(**inputs, assistant_model=draft)
print(tokenizer.decode(out[0][inputs["input_ids"].shape[1]:], skip_special_tokens=True))
