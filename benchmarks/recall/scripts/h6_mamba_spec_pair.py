"""Can a small transformer draft a Mamba model? Mamba-130m target, pythia-70m draft."""
# classes: 6

from transformers import AutoTokenizer, MambaForCausalLM, AutoModelForCausalLM


def describe(model):
    n = sum(p.numel() for p in model.parameters())
    return f"{model.__class__.__name__} with {n} parameters"


def main():
    tok = AutoTokenizer.from_pretrained("state-spaces/mamba-130m-hf")
    target = MambaForCausalLM.from_pretrained("state-spaces/mamba-130m-hf")
    draft = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")
    print(describe(target), "|", describe(draft))
    ids = tok("the king loved", return_tensors="pt").input_ids
    out = target.generate(ids, assistant_model=draft, max_new_tokens=5)
    print(tok.batch_decode(out))


if __name__ == "__main__":
    main()
