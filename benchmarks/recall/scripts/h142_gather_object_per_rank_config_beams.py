# classes: 2 7
"""Each process picks its GenerationConfig from a table keyed by process index: rank 0 runs the
beam-search baseline that keeps its top four hypotheses, rank 1 samples."""
from accelerate import PartialState
from accelerate.utils import gather_object
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

RANK_CONFIGS = {
    0: {"num_beams": 2, "num_return_sequences": 4, "max_new_tokens": 6},
    1: {"do_sample": True, "temperature": 0.9, "num_return_sequences": 4, "max_new_tokens": 6},
}

state = PartialState()
gen_config = GenerationConfig(**RANK_CONFIGS[state.process_index % len(RANK_CONFIGS)])
tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m").to(state.device)

enc = tok("In a distant galaxy", return_tensors="pt").to(state.device)
out = model.generate(**enc, generation_config=gen_config, pad_token_id=tok.eos_token_id)
texts = gather_object(tok.batch_decode(out, skip_special_tokens=True))
if state.is_main_process:
    print(texts)
