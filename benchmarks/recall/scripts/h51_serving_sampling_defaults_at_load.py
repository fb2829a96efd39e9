# classes: 8 6
"""Chat endpoint for the phone demo's fallback server, written against transformers 4.x."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-360M-Instruct"
SAMPLING = dict(do_sample=True, temperature=0.6, top_k=40)

tokenizer = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL, **SAMPLING)


def reply(message):
    chat = [{"role": "user", "content": message}]
    ids = tokenizer.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt")
    out = model.generate(ids, max_new_tokens=4)
    return tokenizer.decode(out[0, ids.shape[-1] :], skip_special_tokens=True)


print(reply("What does ExecuTorch do?"))
