# classes: 6
"""Model loaders registered per family; the target and draft come from a small table."""
from transformers import AutoModelForCausalLM, AutoTokenizer, MambaForCausalLM

LOADERS = {}


def loader(family):
    def wrap(fn):
        LOADERS[family] = fn
        return fn
    return wrap


@loader("mamba")
def load_mamba(repo):
    return MambaForCausalLM.from_pretrained(repo)


@loader("transformer")
def load_transformer(repo):
    return AutoModelForCausalLM.from_pretrained(repo)


PAIR = {
    "target": ("mamba", "state-spaces/mamba-130m-hf"),
    "draft": ("mamba", "state-spaces/mamba-130m-hf"),
}


def load(role):
    family, repo = PAIR[role]
    return LOADERS[family](repo)


tok = AutoTokenizer.from_pretrained(PAIR["target"][1])
target, draft = load("target"), load("draft")
ids = tok("Mamba is a", return_tensors="pt").input_ids
# recurrent models carry no KV cache to verify drafts against: decode them on their own
print(tok.decode(target.generate(ids, max_new_tokens=6)[0]))
print(tok.decode(draft.generate(ids, max_new_tokens=6)[0]))
