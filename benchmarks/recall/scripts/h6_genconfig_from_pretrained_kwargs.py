"""Load Llama-3.2-1B's generation config from the hub with overrides and draft for Llama-3.2-3B."""
# classes: 5 6

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

BIG = "meta-llama/Llama-3.2-3B-Instruct"
SMALL = "meta-llama/Llama-3.2-1B-Instruct"


def main():
    gen_config, unused = GenerationConfig.from_pretrained(
        BIG, max_new_tokens=6, num_return_sequences=2, do_sample=True, return_unused_kwargs=True
    )
    print("unused:", unused)
    tok = AutoTokenizer.from_pretrained(BIG)
    model = AutoModelForCausalLM.from_pretrained(BIG)
    small = AutoModelForCausalLM.from_pretrained(SMALL)
    enc = tok("the fox", return_tensors="pt")
    out = model.generate(**enc, generation_config=gen_config, assistant_model=small)
    print(tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    main()
