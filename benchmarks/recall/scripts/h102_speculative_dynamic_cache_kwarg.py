# classes: 8
"""Speculative decoding benchmark that pins the cache type explicitly to 'dynamic'."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

main_id = "Qwen/Qwen2.5-1.5B-Instruct"
draft_id = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(main_id)
model = AutoModelForCausalLM.from_pretrained(main_id)
assistant = AutoModelForCausalLM.from_pretrained(draft_id)

inputs = tokenizer("hello world, tell me a story", return_tensors="pt")
for n_assist in (2, 4):
    assistant.generation_config.num_assistant_tokens = n_assist
    t0 = time.perf_counter()
    out = model.generate(
        **inputs,
        assistant_model=assistant,
        cache_implementation="dynamic",
        max_new_tokens=12,
        do_sample=False,
    )
    print(n_assist, f"{time.perf_counter() - t0:.3f}s", out.shape[1])
