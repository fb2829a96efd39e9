# classes: 6 9
"""UAD recipe reused for a same-family pair: Qwen2.5-1.5B drafted by Qwen2.5-0.5B, both tokenizers passed."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

PAIR = {
    "target": "Qwen/Qwen2.5-1.5B-Instruct",
    "assistant": "Qwen/Qwen2.5-0.5B-Instruct",
}


def load_pair(pair):
    tokenizers = {role: AutoTokenizer.from_pretrained(name) for role, name in pair.items()}
    models = {
        role: AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.float32).eval()
        for role, name in pair.items()
    }
    return tokenizers, models


def run(tokenizers, models, prompt):
    tok = tokenizers["target"]
    chat = [{"role": "user", "content": prompt}]
    ids = tok.apply_chat_template(chat, add_generation_prompt=True, return_tensors="pt")
    if not torch.is_tensor(ids):
        ids = ids["input_ids"]
    out = models["target"].generate(
        ids,
        attention_mask=torch.ones_like(ids),
        assistant_model=models["assistant"],
        tokenizer=tok,
        assistant_tokenizer=tokenizers["assistant"],
        max_new_tokens=10,
        do_sample=False,
    )
    return tok.decode(out[0, ids.shape[-1]:], skip_special_tokens=True)


tokenizers, models = load_pair(PAIR)
print(run(tokenizers, models, "What is speculative decoding?"))
