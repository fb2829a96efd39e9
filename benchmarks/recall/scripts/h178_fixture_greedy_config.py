# classes: 8 7
"""Fixture-style helpers return the generation configs under test; contrastive search was our
default for the chatbot, so it gets its own test."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


def model_fixture():
    tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
    model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
    return tok, model


def contrastive_config():
    return GenerationConfig(penalty_alpha=0.6, top_k=4, max_new_tokens=5)


def greedy_config():
    return GenerationConfig(do_sample=False, max_new_tokens=5)


def test_config(config, fixture):
    tok, model = fixture
    enc = tok("DeepMind is a company", return_tensors="pt")
    out = model.generate(**enc, generation_config=config)
    assert out.shape[1] <= enc["input_ids"].shape[1] + 5


if __name__ == "__main__":
    fx = model_fixture()
    for make in (greedy_config,):
        test_config(make(), fx)
        print(make.__name__, "passed")
