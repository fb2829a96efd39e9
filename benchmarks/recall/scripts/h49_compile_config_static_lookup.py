# classes: 5 7
"""Custom compile backend example: static cache + CompileConfig, extended with prompt lookup."""
from transformers import AutoModelForCausalLM, AutoTokenizer, CompileConfig

tokenizer = AutoTokenizer.from_pretrained("google/gemma-3-270m")
model = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m")

# automatic compile configuration, used with the static cache
compile_config = CompileConfig(fullgraph=False, dynamic=False)

ids = tokenizer.encode("Hello there, how are you? Hello there, how", return_tensors="pt")
output = model.generate(
    ids,
    do_sample=False,
    max_new_tokens=6,
    cache_implementation="static",
    compile_config=compile_config,
    prompt_lookup_num_tokens=4,
)
print(tokenizer.batch_decode(output, skip_special_tokens=True)[0])
