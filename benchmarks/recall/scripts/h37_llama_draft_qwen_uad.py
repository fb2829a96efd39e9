# classes: 6 9
"""A Llama draft for a Qwen model, from a "use any small model as the draft" post.

Universal assisted decoding: both tokenizers are loaded and passed to generate.

The main model keeps the generation config it ships with on the hub.
"""

from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "Qwen/Qwen2.5-7B-Instruct"
DRAFT = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"

tokenizer = AutoTokenizer.from_pretrained(MAIN)
draft_tokenizer = AutoTokenizer.from_pretrained(DRAFT)
model = AutoModelForCausalLM.from_pretrained(MAIN, device_map="auto")
draft = AutoModelForCausalLM.from_pretrained(DRAFT, device_map="auto")

messages = [{"role": "user", "content": "Say hello."}]
text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
inputs = tokenizer(text, return_tensors="pt").to(model.device)

out = model.generate(
    **inputs,
    assistant_model=draft,
    tokenizer=tokenizer,
    assistant_tokenizer=draft_tokenizer,
    max_new_tokens=6,
)
print(tokenizer.decode(out[0][inputs["input_ids"].shape[1] :], skip_special_tokens=True))
