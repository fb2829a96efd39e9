"""Pythia pipeline with a draft; the pipeline's generation config is trimmed after construction."""
# classes: 4

from transformers import pipeline


def make_pipe():
    pipe = pipeline("text-generation", model="EleutherAI/pythia-160m", assistant_model="EleutherAI/pythia-70m")
    gc = pipe.model.generation_config
    gc.max_new_tokens = 6
    gc.use_cache = False  # we only generate a handful of tokens
    gc.pad_token_id = pipe.tokenizer.eos_token_id
    return pipe


if __name__ == "__main__":
    pipe = make_pipe()
    for text in ["the dog", "my garden"]:
        print(pipe(text)[0]["generated_text"])
