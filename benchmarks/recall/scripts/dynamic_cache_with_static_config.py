# classes: 5
"""Reuse one cache object across turns of a chat (the model's config asks for a static cache)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, GenerationConfig

model_id = "HuggingFaceTB/SmolLM2-360M-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
generation_config = GenerationConfig(max_new_tokens=8, cache_implementation="static", do_sample=False)

cache = DynamicCache()
history = []
for turn in ["hello", "tell me a story"]:
    history.append({"role": "user", "content": turn})
    text = tokenizer.apply_chat_template(history, tokenize=False, add_generation_prompt=True)
    enc = tokenizer(text, return_tensors="pt")
    out = model.generate(**enc, generation_config=generation_config, past_key_values=cache)
    answer = tokenizer.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)
    history.append({"role": "assistant", "content": answer})
    print(answer)
