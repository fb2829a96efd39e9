# classes: 5 7
"""Chat with one StaticCache allocated up front and reused by every turn; the draft model is
switched on after the warm-up turn."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")

TURNS = ["hi", "what is the capital of france", "why is that", "thanks"]
WARMUP_TURNS = 1

cache = StaticCache(config=model.config, max_cache_len=256)
history = []
for i, text in enumerate(TURNS):
    history.append({"role": "user", "content": text})
    inputs = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    gen_kwargs = {"max_new_tokens": 5, "past_key_values": cache}
    if i >= WARMUP_TURNS:
        gen_kwargs["assistant_model"] = draft
    output = model.generate(**inputs, **gen_kwargs)
    answer = tok.decode(output[0, inputs["input_ids"].shape[-1]:], skip_special_tokens=True)
    history.append({"role": "assistant", "content": answer})
    print("assistant:", answer)
