# classes: 7
"""Entity-linking style decoding: a prefix trie of entity names drives
`prefix_allowed_tokens_fn`; once a name is complete the trie has nothing left to allow."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "openai-community/gpt2"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

ENTITIES = ["the king", "the queen"]
trie: dict[tuple, set] = {}
for name in ENTITIES:
    ids = tokenizer(name, add_special_tokens=False).input_ids
    for i in range(len(ids)):
        trie.setdefault(tuple(ids[:i]), set()).add(ids[i])

enc = tokenizer("once upon a time there lived", return_tensors="pt")
prompt_len = enc.input_ids.shape[1]


def allowed_tokens(batch_id, sent):
    generated = tuple(sent[prompt_len:].tolist())
    return sorted(trie.get(generated, set()))


out = model.generate(**enc, prefix_allowed_tokens_fn=allowed_tokens, max_new_tokens=6, pad_token_id=tokenizer.eos_token_id)
print(tokenizer.decode(out[0], skip_special_tokens=True))
