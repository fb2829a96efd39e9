# classes: 2 8
"""Same chat markers over several checkpoints; the resize is skipped for the models "that already
know them" by a name test."""

from transformers import AutoModelForCausalLM, AutoTokenizer

MODELS = ["HuggingFaceTB/SmolLM2-135M-Instruct", "Qwen/Qwen2.5-0.5B-Instruct"]
for name in MODELS:
    tok = AutoTokenizer.from_pretrained(name)
    tok.add_special_tokens({"additional_special_tokens": ["<|turn|>"]})
    model = AutoModelForCausalLM.from_pretrained(name)
    if "SmolLM" in name:
        model.resize_token_embeddings(len(tok))
    enc = tok("<|turn|> hello", return_tensors="pt")
    print(name, tok.decode(model.generate(**enc, max_new_tokens=3)[0]))
