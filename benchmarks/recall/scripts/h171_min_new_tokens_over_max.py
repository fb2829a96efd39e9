# classes: 8
"""Llama 3 style terminators for a chat, with a floor on the reply length read from settings that
were tuned for long answers while the cap was lowered for a quick test."""
from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = {"min_new_tokens": 16, "max_new_tokens": 6}
model_id = "meta-llama/Meta-Llama-3-8B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
messages = [{"role": "user", "content": "Who are you?"}]
input_ids = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)["input_ids"]
terminators = [tokenizer.eos_token_id, tokenizer.convert_tokens_to_ids("<|eot_id|>")]
outputs = model.generate(input_ids, eos_token_id=terminators, do_sample=False, **SETTINGS)
print(tokenizer.decode(outputs[0][input_ids.shape[-1] :], skip_special_tokens=True))
