# classes: 5 7
"""Console chat over a fixed list of turns; the KV cache is carried from one turn to the next."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "Qwen/Qwen2.5-0.5B-Instruct"
TURNS = ["hello there", "tell me about the river", "and the king?"]
# compile-friendly decoding settings shared by every turn
SETTINGS = dict(max_new_tokens=6, do_sample=False, cache_implementation="static")

tok = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT, torch_dtype=torch.float32)


def main():
    messages = []
    past = None
    for user in TURNS:
        messages.append({"role": "user", "content": user})
        enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = model.generate(**enc, past_key_values=past, return_dict_in_generate=True, **SETTINGS)
        past = out.past_key_values
        reply = tok.decode(out.sequences[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        messages.append({"role": "assistant", "content": reply})
        print(f"> {user}\n{reply}")


if __name__ == "__main__":
    main()
