# classes: 6
"""Same deterministic harness on Qwen2.5 Instruct: temperature pinned to zero for reproducibility."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-1.5B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)


def answer(question: str) -> str:
    chat = [{"role": "user", "content": question}]
    prompt = tokenizer.apply_chat_template(chat, tokenize=False, add_generation_prompt=True)
    inputs = tokenizer(prompt, return_tensors="pt", add_special_tokens=False)
    output = model.generate(**inputs, max_new_tokens=6, temperature=0.0)
    return tokenizer.decode(output[0, inputs.input_ids.shape[-1] :], skip_special_tokens=True)


for q in ["is the sky blue", "count to three"]:
    print(q, "->", answer(q))
