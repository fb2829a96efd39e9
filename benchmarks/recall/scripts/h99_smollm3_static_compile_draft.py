# classes: 5 6
"""SmolLM3-3B card quickstart with the generation guide's torch.compile recipe started (static cache
on the generation config) and SmolLM2-135M-Instruct then added as a draft model."""
from transformers import AutoModelForCausalLM, AutoTokenizer

checkpoint = "HuggingFaceTB/SmolLM3-3B"
tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint)
model.generation_config.cache_implementation = "static"
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
draft_tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

messages = [{"role": "user", "content": "Give me a brief explanation of gravity in simple terms."}]
text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
model_inputs = tokenizer([text], return_tensors="pt")
generated_ids = model.generate(
    **model_inputs, max_new_tokens=8, assistant_model=draft, tokenizer=tokenizer, assistant_tokenizer=draft_tokenizer
)
print(tokenizer.decode(generated_ids[0][len(model_inputs.input_ids[0]):], skip_special_tokens=True))
