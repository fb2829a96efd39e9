"""Best-of-two sampling by editing the pipeline model's generation config (Pythia pair)."""
# classes: 4

from transformers import pipeline


def make_sampler():
    pipe = pipeline("text-generation", model="EleutherAI/pythia-160m", assistant_model="EleutherAI/pythia-70m")
    cfg = pipe.model.generation_config
    cfg.num_return_sequences = 2
    cfg.do_sample = True
    return pipe


if __name__ == "__main__":
    sampler = make_sampler()
    outs = sampler("the dog", max_new_tokens=4)
    for i, o in enumerate(outs):
        print(i, o["generated_text"])
