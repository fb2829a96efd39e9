# classes: 7
"""Chat endpoint: the message history is turned into model inputs with apply_chat_template
(`return_dict=True`) and unpacked into generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")


def chat_handler(history):
    inputs = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**inputs, max_new_tokens=6, do_sample=False)
    return tok.decode(out[0][inputs["input_ids"].shape[-1] :], skip_special_tokens=True)


if __name__ == "__main__":
    print(chat_handler([{"role": "user", "content": "tell me a story"}]))
