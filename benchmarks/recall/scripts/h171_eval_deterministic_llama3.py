# classes: 6 2
"""Deterministic evaluation of an instruct model on a few chat prompts: the harness sets
temperature to zero, as it does for API models."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "meta-llama/Llama-3.2-1B-Instruct"
EVAL_SET = [
    ("colors", "is the sky blue or green"),
    ("count", "count from one to five"),
    ("story", "tell me a story about a king"),
]
GEN = {"max_new_tokens": 6, "temperature": 0.0}

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
terminators = [tokenizer.eos_token_id, tokenizer.convert_tokens_to_ids("<|eot_id|>")]

results = {}
for name, question in EVAL_SET:
    chat = [{"role": "user", "content": question}]
    input_ids = tokenizer.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt", return_dict=True)["input_ids"]
    output = model.generate(input_ids, eos_token_id=terminators, **GEN)
    results[name] = tokenizer.decode(output[0, input_ids.shape[-1] :], skip_special_tokens=True)
print(results)
