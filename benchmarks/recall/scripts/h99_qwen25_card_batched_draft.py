# classes: 6 4
"""Qwen2.5 Instruct model-card quickstart (chat template, generation prompt, strip the prompt from
the output) turned into batch inference with left padding, keeping the 0.5B draft model the user
had added for speed on single prompts."""
from transformers import AutoModelForCausalLM, AutoTokenizer

model_name = "Qwen/Qwen2.5-1.5B-Instruct"
model = AutoModelForCausalLM.from_pretrained(model_name, torch_dtype="auto")
tokenizer = AutoTokenizer.from_pretrained(model_name, padding_side="left")
assistant = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct", torch_dtype="auto")

questions = ["Give me a short introduction to large language model.", "What is a KV cache?"]
texts = []
for q in questions:
    messages = [
        {"role": "system", "content": "You are Qwen, created by Alibaba Cloud. You are a helpful assistant."},
        {"role": "user", "content": q},
    ]
    texts.append(tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True))

model_inputs = tokenizer(texts, return_tensors="pt", padding=True).to(model.device)
generated_ids = model.generate(**model_inputs, max_new_tokens=8, assistant_model=assistant)
generated_ids = [out[len(inp):] for inp, out in zip(model_inputs.input_ids, generated_ids)]
for response in tokenizer.batch_decode(generated_ids, skip_special_tokens=True):
    print(response)
