# classes: 8
"""The 4.x docstring example of model.beam_search with a BeamSearchScorer on an
encoder-decoder model."""
import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, BeamSearchScorer, LogitsProcessorList, MinLengthLogitsProcessor

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
encoder_input_ids = tok("translate English to German: how old are you?", return_tensors="pt").input_ids
num_beams = 3
input_ids = torch.ones((num_beams, 1), dtype=torch.long) * model.config.decoder_start_token_id
model_kwargs = {"encoder_outputs": model.get_encoder()(encoder_input_ids.repeat_interleave(num_beams, dim=0), return_dict=True)}
beam_scorer = BeamSearchScorer(batch_size=1, num_beams=num_beams, device=model.device)
logits_processor = LogitsProcessorList([MinLengthLogitsProcessor(5, eos_token_id=model.config.eos_token_id)])
outputs = model.beam_search(input_ids, beam_scorer, logits_processor=logits_processor, **model_kwargs)
print(tok.batch_decode(outputs, skip_special_tokens=True))
