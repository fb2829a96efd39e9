# classes: 2 8
"""Same control-token prompt over several checkpoints; only models whose tokenizer was extended
get resized (the check compares the wrong lengths)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

for name in ["HuggingFaceTB/SmolLM-135M", "facebook/opt-125m"]:
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name)
    before = len(tok)
    tok.add_tokens(["<ctrl>"])
    if before != len(tok) and len(tok) > model.config.vocab_size + 16:
        model.resize_token_embeddings(len(tok))
    enc = tok("<ctrl> hello world", return_tensors="pt")
    print(name, tok.decode(model.generate(**enc, max_new_tokens=3)[0]))
