# classes: 2
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

checkpoint = "Qwen/Qwen3-8B"
draft_checkpoint = "Qwen/Qwen3-0.6B"

tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint)
draft = AutoModelForCausalLM.from_pretrained(draft_checkpoint)

configs = {n: GenerationConfig(max_new_tokens=8, num_assistant_tokens=n, do_sample=False) for n in (2, 4, 8)}

chat = [{"role": "user", "content": "tell me a story about the king"}]
prompt = tokenizer.apply_chat_template(chat, tokenize=False, add_generation_prompt=True)
inputs = tokenizer(prompt, return_tensors="pt")

for n, cfg in configs.items():
    out = model.generate(**inputs, generation_config=cfg, assistant_model=draft)
    print(n, tokenizer.decode(out[0][inputs.input_ids.shape[-1]:]))
