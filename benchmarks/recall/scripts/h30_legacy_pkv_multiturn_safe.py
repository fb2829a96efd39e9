# classes: 8 5
"""Multi-turn chat keeping the cache between turns, ported forward from the 4.36 recipe.

The port dropped the tuple round trip: the `DynamicCache` returned by one call is handed to the
next call as it is, which every release since 4.42 accepts.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
TURNS = [
    "Tell me a story about a king.",
    "Make it shorter.",
]


def load():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    model.eval()
    return tokenizer, model


def chat(tokenizer, model):
    history = []
    cache = DynamicCache()
    for user_text in TURNS:
        history.append({"role": "user", "content": user_text})
        prompt = tokenizer.apply_chat_template(history, add_generation_prompt=True, tokenize=False)
        inputs = tokenizer(prompt, return_tensors="pt")
        out = model.generate(
            **inputs,
            past_key_values=cache,
            max_new_tokens=6,
            do_sample=False,
            return_dict_in_generate=True,
        )
        new_tokens = out.sequences[0, inputs["input_ids"].shape[1]:]
        reply = tokenizer.decode(new_tokens, skip_special_tokens=True)
        history.append({"role": "assistant", "content": reply})
        cache = out.past_key_values
        print(f"user: {user_text}\nassistant: {reply}")
    return history


if __name__ == "__main__":
    tok, mdl = load()
    with torch.no_grad():
        chat(tok, mdl)
