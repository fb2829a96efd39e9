# classes: 8 6
"""Speculative decoding for a Qwen2.5 chat model with its 0.5B sibling as the draft.

The 7B and 0.5B checkpoints pad their embeddings to different sizes, so generate asks for
both tokenizers; sampling settings come from the checkpoint's generation_config.json.
"""
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-7B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(TARGET)
draft_tokenizer = AutoTokenizer.from_pretrained(DRAFT)
model = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

messages = [{"role": "user", "content": "tell me a story about cats"}]
prompt = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
inputs = tokenizer(prompt, return_tensors="pt")
out = model.generate(
    **inputs,
    assistant_model=draft,
    tokenizer=tokenizer,
    assistant_tokenizer=draft_tokenizer,
    max_new_tokens=8,
)
print(tokenizer.decode(out[0], skip_special_tokens=True))
