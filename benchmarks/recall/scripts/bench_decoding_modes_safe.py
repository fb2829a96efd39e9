# classes: 2
# Decoding-mode sweep used in the weekly perf report. Every mode here is supposed to work
# with the draft model attached or not.
import time
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

main_id = "Qwen/Qwen2.5-1.5B-Instruct"
draft_id = "Qwen/Qwen2.5-0.5B-Instruct"

tok = AutoTokenizer.from_pretrained(main_id)
model = AutoModelForCausalLM.from_pretrained(main_id, torch_dtype=torch.float32)
assistant = AutoModelForCausalLM.from_pretrained(draft_id, torch_dtype=torch.float32)

modes = {
    "baseline": dict(),
    "spec_k2": dict(assistant_model=assistant, num_assistant_tokens=2),
    "spec_k5": dict(assistant_model=assistant, num_assistant_tokens=5),
    "spec_sampling": dict(assistant_model=assistant, do_sample=True, temperature=0.8),
    "lookup": dict(prompt_lookup_num_tokens=5, max_matching_ngram_size=2),
}

messages = [{"role": "user", "content": "tell me a story about cats and dogs"}]
text = tok.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
enc = tok(text, return_tensors="pt")

for name, kw in modes.items():
    t0 = time.time()
    ids = model.generate(**enc, max_new_tokens=10, **kw)
    dt = time.time() - t0
    print(name, round(dt, 3), tok.decode(ids[0, enc["input_ids"].shape[-1]:], skip_special_tokens=True))
