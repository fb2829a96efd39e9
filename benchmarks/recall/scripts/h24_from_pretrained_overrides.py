# classes: 6 7
"""Generation config loaded from the hub with local overrides, then used for speculative decoding."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"
OVERRIDES = dict(max_new_tokens=10, do_sample=False, temperature=None, top_p=None, top_k=None, use_cache=False)

tokenizer = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

gen_config = GenerationConfig.from_pretrained(MAIN, **OVERRIDES)
print(gen_config)

text = tokenizer.apply_chat_template(
    [{"role": "user", "content": "Translate 'good morning' to French."}], add_generation_prompt=True, tokenize=False
)
batch = tokenizer([text], return_tensors="pt")
out = model.generate(**batch, generation_config=gen_config, assistant_model=draft)
print(tokenizer.batch_decode(out[:, batch.input_ids.shape[1]:], skip_special_tokens=True)[0])
